import type { MiddlewareHandler } from 'hono';

/** A response its handler marked as the same for everyone (RFC 9111 §5.2.2.9 `public`). */
const PUBLIC = /(^|,)\s*public\s*(,|$)/i;

/**
 * Closed by default: every response is `Cache-Control: no-store` unless its handler marked it
 * `public`. Results, strips, reports, diaries, GraphQL, share pages' data, sign-in pages and
 * errors hold or hint at personal health data, which must not stay in a shared computer's
 * browser cache or a proxy (UK GDPR Art. 32; issue 22, finding 9). `private, max-age=…` set
 * by a handler is replaced too. Only the web app's own files (http/static.ts) and the sign-in
 * and checkout stylesheets say `public`: they are the same for every visitor.
 */
export function noStoreUnlessPublic(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!PUBLIC.test(c.res.headers.get('cache-control') ?? ''))
      c.res.headers.set('Cache-Control', 'no-store');
  };
}
