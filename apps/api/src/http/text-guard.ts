import type { Context, MiddlewareHandler } from 'hono';
import { findInvalidText, invalidTextMessage } from '../lib/valid-text.ts';

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
 * Refuses NUL and other unstorable text with a 400 naming the field, before a handler can pass
 * it to the database (which would answer 500): the path, the query string, JSON bodies and
 * forms. GraphQL checks its own variables and literals (graphql/plugins.ts); the payment webhook
 * is signed text checked by its signature.
 */
export function textGuard(): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/api/graphql') || path === '/api/payments/webhook') return next();
    const inPath = findInvalidText(path);
    if (inPath !== undefined) return reject(c, 'path');
    const query = findInvalidText(c.req.queries());
    if (query !== undefined) return reject(c, query.replace(/\.0$/, ''));
    if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) && c.req.raw.body) {
      const type = c.req.header('content-type') ?? '';
      let body: unknown;
      if (type.includes('application/json')) {
        // Unparsable JSON is the handler's to answer; it reads the cached text again.
        try {
          body = JSON.parse(await c.req.text()) as unknown;
        } catch {
          body = undefined;
        }
      } else if (type.includes('application/x-www-form-urlencoded')) {
        body = await c.req.parseBody();
      }
      const field = findInvalidText(body);
      if (field !== undefined) return reject(c, field);
    }
    return next();
  };
}
