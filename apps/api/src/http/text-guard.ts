import type { Context, MiddlewareHandler } from 'hono';
import { jsonTextTooDeep, TOO_DEEP_MESSAGE } from '../lib/json-depth.ts';
import { findInvalidText, invalidTextMessage } from '../lib/valid-text.ts';
import { acceptedBody, JSON_TYPE, mediaType, unsupportedTypeMessage } from './body-types.ts';

/**
 * Every JSON route's answer to a body that does not parse: said once here, not as whatever a
 * handler's schema makes of a missing body ("expected object, received undefined").
 */
export const NOT_JSON_MESSAGE = 'The request body is not valid JSON.';

function reject(c: Context, field: string) {
  return c.json(
    {
      message: invalidTextMessage(field),
      issues: [{ path: field.split('.'), message: 'invalid text' }],
    },
    400,
  );
}

/**
 * Whether the request carries a body, judged from its headers alone (RFC 9112 §6.3): reading
 * `c.req.raw.body` would turn @hono/node-server's lightweight request into a full web Request
 * (see body-limits.ts).
 */
function hasBody(c: Context): boolean {
  if (c.req.header('transfer-encoding') !== undefined) return true;
  return Number(c.req.header('content-length') ?? 0) > 0;
}

/** The first invalid text in the body the route takes, a 400/415 answer, or undefined. */
async function checkBody(c: Context): Promise<Response | undefined> {
  const accepted = acceptedBody(c.req.method, c.req.path);
  if (accepted.types === 'binary') return undefined;
  const type = mediaType(c.req.header('content-type'));
  const { types } = accepted;
  const asJson = types === 'any-as-json';
  if (types !== 'any-as-json' && (type === undefined || !types.includes(type)))
    return c.json({ message: unsupportedTypeMessage(types, type) }, 415);
  if (accepted.checkedBy === 'own') return undefined;
  let body: unknown;
  if (asJson || type === JSON_TYPE) {
    const text = await c.req.text();
    // Before parsing: JSON.parse of 1 MB of `[` takes ~300 ms.
    if (jsonTextTooDeep(text)) return c.json({ message: TOO_DEEP_MESSAGE }, 400);
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // The help search answers unparsable text as the specification does (500 Invalid request).
      if (asJson) return undefined;
      return c.json({ message: NOT_JSON_MESSAGE }, 400);
    }
  } else {
    body = await c.req.parseBody();
  }
  const field = findInvalidText(body);
  return field === undefined ? undefined : reject(c, field);
}

/**
 * Refuses NUL and other unstorable text with a 400 naming the field, before a handler can pass
 * it to the database (which would answer 500): the path, the query string and every body. A
 * body must be of the type its route takes (body-types.ts, 415 otherwise), so what is checked
 * here is what the handler reads; JSON nested too deeply is refused before it is parsed.
 * JSON that does not parse is refused with NOT_JSON_MESSAGE (400).
 * GraphQL checks its own variables and literals (graphql/plugins.ts); the payment webhook is
 * signed text checked by its signature.
 */
export function textGuard(): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    const own = path.startsWith('/api/graphql') || path === '/api/payments/webhook';
    if (!own) {
      if (findInvalidText(path) !== undefined) return reject(c, 'path');
      const query = findInvalidText(c.req.queries());
      if (query !== undefined) return reject(c, query.replace(/\.0$/, ''));
    }
    if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) || !hasBody(c)) return next();
    return (await checkBody(c)) ?? next();
  };
}
