import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppConfig } from '../config/env.ts';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * Double-submit XSRF protection (spec §7: cookie XSRF-TOKEN, header X-XSRF-TOKEN). The API
 * authenticates by bearer header, so this is defence in depth for browser requests: a write that
 * carries any cookie (a browser's) must carry the header matching the XSRF-TOKEN cookie, even
 * when that cookie is missing. Requests without cookies (scripts with a bearer token) pass. The
 * GraphQL endpoint is covered by its JSON-only content type, the webhook by its signature.
 */
export function xsrfProtection(config: AppConfig): MiddlewareHandler {
  return async (c, next) => {
    // GraphQL is neither checked (above) nor given the cookie: its answer is yoga's own Response,
    // which replaces the headers prepared here, so a cookie made for it was never sent (a UUID
    // and a cookie serialised for nothing on every GraphQL request).
    if (c.req.path === '/api/graphql') return next();
    const ctx = c as unknown as Context;
    const cookie = getCookie(ctx, XSRF_COOKIE);
    if (!cookie) {
      setCookie(ctx, XSRF_COOKIE, crypto.randomUUID(), {
        path: '/',
        sameSite: 'Strict',
        secure: config.publicUrl.startsWith('https:'),
      });
    }
    const checked =
      !SAFE_METHODS.includes(c.req.method) &&
      !c.req.path.startsWith('/api/graphql') &&
      !c.req.path.startsWith('/api/payments/webhook') &&
      Boolean(c.req.header('cookie'));
    if (checked && (!cookie || c.req.header(XSRF_HEADER) !== cookie)) {
      return c.json(
        {
          message: 'The request is missing its X-XSRF-TOKEN header. Reload the page and try again.',
        },
        403,
      );
    }
    await next();
  };
}
