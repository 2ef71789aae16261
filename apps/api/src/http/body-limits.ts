import type { MiddlewareHandler } from 'hono';
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

export function bodyLimits(): MiddlewareHandler {
  const cache = new Map<Limit, MiddlewareHandler>();
  return async (c, next) => {
    if (!c.req.raw.body) return next();
    const limit = limitFor(c.req.method, c.req.path);
    let handler = cache.get(limit);
    if (!handler) {
      handler = bodyLimit({
        maxSize: limit.maxBytes,
        onError: (ctx) => {
          // The rest of the body is never read, so the connection cannot carry another request.
          ctx.header('Connection', 'close');
          return ctx.json(
            {
              message:
                limit.message ??
                `The request body is larger than the ${Math.round(limit.maxBytes / KIB)} KiB this address accepts.`,
            },
            413,
          );
        },
      });
      cache.set(limit, handler);
    }
    return handler(c, next);
  };
}
