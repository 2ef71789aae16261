import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { Counter, Histogram, type Registry } from 'prom-client';

/**
 * The route a request matched, as declared (`/api/orders/:id`), never the path itself: ids and
 * capability URLs stay out of the metrics, and the label's values stay few. Middleware entries
 * (method ALL) are skipped; anything unmatched is `unmatched`.
 */
function routeOf(matched: readonly { method: string; path: string }[]): string {
  for (let i = matched.length - 1; i >= 0; i--) {
    const route = matched[i]!;
    if (route.method !== 'ALL' && route.path !== '/*') return route.path;
  }
  return 'unmatched';
}

/**
 * Requests by route and status, with latency (issue 25). Buckets: Prometheus's defaults from
 * 5 ms to 10 s, which cover a page read (ms) and a 4 MiB upload chunk or a PDF (seconds).
 */
export function requestMetrics(registry: Registry): MiddlewareHandler {
  const requests = new Counter({
    name: 'heartcheck_http_requests_total',
    help: 'HTTP requests answered, by method, declared route and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const seconds = new Histogram({
    name: 'heartcheck_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and declared route.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return async (c, next) => {
    const started = performance.now();
    await next();
    const route = routeOf(matchedRoutes(c));
    const method = c.req.method;
    requests.inc({ method, route, status: String(c.res.status) });
    seconds.observe({ method, route }, (performance.now() - started) / 1000);
  };
}
