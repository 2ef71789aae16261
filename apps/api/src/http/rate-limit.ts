import type { Context, MiddlewareHandler } from 'hono';

/**
 * Fixed-window in-memory rate limiter. Counts are per process: behind several instances each
 * enforces its own limit, which still bounds guessing to instances × limit.
 */
export interface RateLimitOptions {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
  key: (c: Context) => string | Promise<string>;
  message?: string;
}

export function createRateLimiter(options: RateLimitOptions) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, entry] of hits) if (entry.resetAt <= now) hits.delete(key);
  }, options.windowMs);
  sweep.unref();

  /** Records a hit; returns the seconds to wait when over the limit. */
  function hit(key: string): number | undefined {
    const now = Date.now();
    const entry = hits.get(key);
    if (!entry || entry.resetAt <= now) {
      hits.set(key, { count: 1, resetAt: now + options.windowMs });
      return undefined;
    }
    entry.count += 1;
    return entry.count > options.limit ? Math.ceil((entry.resetAt - now) / 1000) : undefined;
  }

  /** Seconds to wait if the key is already at its limit, without counting a hit. */
  function check(key: string): number | undefined {
    const now = Date.now();
    const entry = hits.get(key);
    if (!entry || entry.resetAt <= now || entry.count < options.limit) return undefined;
    return Math.ceil((entry.resetAt - now) / 1000);
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    const retryAfter = hit(await options.key(c));
    if (retryAfter !== undefined) {
      c.header('Retry-After', String(retryAfter));
      return c.json(
        {
          message: options.message ?? 'Too many requests. Please wait a moment and try again.',
          retryAfterSeconds: retryAfter,
        },
        429,
      );
    }
    await next();
  };
  return { middleware, hit, check, reset: () => hits.clear() };
}

/** The client's address: the socket peer, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
