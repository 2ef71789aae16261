import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export const KIB = 1024;
export const MIB = 1024 * KIB;

/** A route's largest body (the table is the assembly's, app/body-limits-table.ts). */
export interface Limit {
  /** Matched against "METHOD /path". */
  route: RegExp;
  maxBytes: number;
  message?: string;
}

/** Everything else: JSON forms, GraphQL operations, sign-in forms (1 MiB is ample). */
export const DEFAULT_BODY_LIMIT: Limit = { route: /.*/, maxBytes: 1 * MIB };

function limitFor(limits: readonly Limit[], method: string, path: string): Limit {
  const key = `${method} ${path}`;
  return limits.find((limit) => limit.route.test(key)) ?? DEFAULT_BODY_LIMIT;
}

function tooLarge(c: Context, limit: Limit): Response {
  // The rest of the body is never read, so the connection cannot carry another request.
  c.header('Connection', 'close');
  return c.json(
    {
      message:
        limit.message ??
        `The request body is larger than the ${Math.round(limit.maxBytes / KIB)} KiB this address accepts.`,
    },
    413,
  );
}

/**
 * A body of declared length is judged by its Content-Length header alone (Node's parser never
 * delivers more than it declares, and refuses a request with both headers); only a chunked body
 * is counted while it streams, by hono's bodyLimit. The headers are read rather than
 * `c.req.raw.body`: touching the body turns @hono/node-server's lightweight request into a full
 * web Request with a web stream over the socket, which cost about a tenth of a small GraphQL
 * request's CPU (the profile in docs/performance.md), while yoga reads a JSON body straight
 * from the socket when nothing did so first. A request with neither header has no body
 * (RFC 9112 §6.3).
 */
export function bodyLimits(limits: readonly Limit[]): MiddlewareHandler {
  const streamed = new Map<Limit, MiddlewareHandler>();
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const chunked = c.req.header('transfer-encoding') !== undefined;
    const declared = c.req.header('content-length');
    if (!chunked && declared === undefined) return next();
    const limit = limitFor(limits, method, c.req.path);
    if (!chunked) return parseInt(declared!, 10) > limit.maxBytes ? tooLarge(c, limit) : next();
    let handler = streamed.get(limit);
    if (!handler) {
      handler = bodyLimit({ maxSize: limit.maxBytes, onError: (ctx) => tooLarge(ctx, limit) });
      streamed.set(limit, handler);
    }
    return handler(c, next);
  };
}
