import type { Context } from 'hono';
import { z, type ZodType } from 'zod';

/**
 * Helpers every REST route declaration uses (issue 23): a route is declared once with
 * `createRoute` from `@hono/zod-openapi` (method, path, parameters, body, responses) and mounted
 * with `app.openapi(route, handler)`, so the handler's `c.json(…, status)` is type-checked against
 * the declared response and `/api/openapi.json` documents it. See docs/CONVENTIONS.md.
 */

/** Every JSON error answer: `{ message }`, plus `issues` for validation (docs/CONVENTIONS.md). */
export const errorBody = z.object({
  message: z.string(),
  issues: z.array(z.unknown()).optional(),
  /** The list parameter that was refused (lib/list-query.ts). */
  parameter: z.string().optional(),
  /** With 429: how long to wait (also in the Retry-After header). */
  retryAfterSeconds: z.number().optional(),
});

/** A JSON response of the given schema. */
export function json<T extends ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}

/** A JSON error response (`{ message }`). */
export function failure(description: string) {
  return json(errorBody, description);
}

/** A response of bytes (a PDF, a picture, a download) of the given media type. */
export function bytes(mediaType: string, description: string) {
  return {
    description,
    content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } },
  } as const;
}

/**
 * A JSON request body that the handler parses itself with the same zod schema, documented from
 * that schema. Not validated by the router: the handler answers an unreadable or invalid body with
 * the specification's message for that route (a body the router refused would answer its own).
 */
export function documentedBody(schema: ZodType, description: string) {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  });
  void _dialect;
  return { description, content: { 'application/json': { schema: jsonSchema } } };
}

/**
 * The hook of a route whose declared query or path parameters failed validation: 400 with the
 * route's own message and the zod issues, as the handlers answered before (spec error texts).
 */
export function invalidAs(message: string) {
  return (result: { success: boolean; error?: z.ZodError }, c: Context) =>
    result.success
      ? undefined
      : c.json(
          { message, issues: result.error?.issues ?? [] } satisfies z.input<typeof errorBody>,
          400,
        );
}
