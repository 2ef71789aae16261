import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AVATAR_MAX_BYTES, TOO_LARGE_MESSAGE } from '../modules/users/public.ts';
import { CHUNK_BYTES } from '../modules/recordings/public.ts';

const KIB = 1024;
const MIB = 1024 * KIB;

interface Limit {
  /** Matched against "METHOD /path". */
  route: RegExp;
  maxBytes: number;
  message?: string;
}

/**
 * The largest body each route accepts. Every route has one: a body is counted while it streams
 * (chunked encoding included) and the request is refused with 413 as soon as it passes the
 * limit, so no handler ever reads more. Sources of the figures are beside each entry.
 */
export const BODY_LIMITS: Limit[] = [
  // One upload chunk (recordings/service.ts CHUNK_BYTES) plus nothing else.
  { route: /^PUT \/api\/recording-uploads\/[^/]+\/chunks$/, maxBytes: CHUNK_BYTES },
  // A profile picture (users/avatar.ts: 2 MB).
  { route: /^PUT \/api\/avatars\/me$/, maxBytes: AVATAR_MAX_BYTES, message: TOO_LARGE_MESSAGE },
  // A help article: up to 200 000 characters of HTML (help/routes.ts), JSON-escaped.
  { route: /^(POST|PATCH) \/api\/helps\/manage\/articles(\/[^/]+)?$/, maxBytes: 2 * MIB },
  // Stripe events are a few kilobytes; 256 KiB leaves room for large checkout sessions while
  // the signature is checked on a bounded body.
  { route: /^POST \/api\/payments\/webhook$/, maxBytes: 256 * KIB },
];

/** Everything else: JSON forms, GraphQL operations, sign-in forms (1 MiB is ample). */
export const DEFAULT_BODY_LIMIT: Limit = { route: /.*/, maxBytes: 1 * MIB };

function limitFor(method: string, path: string): Limit {
  const key = `${method} ${path}`;
  return BODY_LIMITS.find((limit) => limit.route.test(key)) ?? DEFAULT_BODY_LIMIT;
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
export function bodyLimits(): MiddlewareHandler {
  const streamed = new Map<Limit, MiddlewareHandler>();
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const chunked = c.req.header('transfer-encoding') !== undefined;
    const declared = c.req.header('content-length');
    if (!chunked && declared === undefined) return next();
    const limit = limitFor(method, c.req.path);
    if (!chunked) return parseInt(declared!, 10) > limit.maxBytes ? tooLarge(c, limit) : next();
    let handler = streamed.get(limit);
    if (!handler) {
      handler = bodyLimit({ maxSize: limit.maxBytes, onError: (ctx) => tooLarge(ctx, limit) });
      streamed.set(limit, handler);
    }
    return handler(c, next);
  };
}
