import type { Context } from 'hono';
import { z, type ZodType } from 'zod';

/** A documented parameter (OpenAPI parameter object; its schema is JSON Schema, as in 3.1). */
type Parameter = {
  name: string;
  in: 'query';
  required: boolean;
  description?: string;
  schema: Record<string, unknown>;
};

/** Zod's JSON Schema of a schema (OpenAPI 3.1 schemas are JSON Schema 2020-12). */
function openApiSchema(schema: ZodType): Record<string, unknown> & { required?: string[] } {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  });
  void _dialect;
  return jsonSchema;
}

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
  return { description, content: { 'application/json': { schema: openApiSchema(schema) } } };
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

/** A path parameter, any text: the handler checks its form (a wrong one answers 404, not 400). */
export function pathParams<const K extends string>(...names: K[]) {
  return z.object(
    Object.fromEntries(names.map((name) => [name, z.string()])) as Record<K, z.ZodString>,
  );
}

/**
 * The paged-list query of lib/list-query.ts, documented only: parseListQuery reads it from the
 * URL itself (repeated or malformed values answer 400 naming the parameter).
 */
export function listQueryParameters(sortKeys: readonly string[]): Parameter[] {
  const parameter = (
    name: string,
    schema: Record<string, unknown>,
    description: string,
  ): Parameter => ({ name, in: 'query', required: false, description, schema });
  return [
    parameter('pageIndex', { type: 'integer', minimum: 1 }, 'Page number, from 1 (default 1).'),
    parameter('pageSize', { type: 'integer', minimum: 1 }, 'Items per page (default 10).'),
    parameter('query', { type: 'string', maxLength: 200 }, 'Text the items must contain.'),
    parameter('sort[order]', { type: 'string', enum: ['asc', 'desc', ''] }, 'Sort direction.'),
    parameter('sort[key]', { type: 'string', enum: [...sortKeys, ''] }, 'Sort key.'),
  ];
}

/**
 * Query parameters documented from the zod schema the handler parses `c.req.query()` with (not
 * validated by the router, so the handler answers a wrong value with the route's own message).
 */
export function documentedQuery(schema: z.ZodObject<Record<string, ZodType>>): Parameter[] {
  const required = new Set(openApiSchema(schema).required ?? []);
  return Object.entries(schema.shape).map(([name, property]) => ({
    name,
    in: 'query' as const,
    required: required.has(name),
    schema: openApiSchema(property),
  }));
}

/**
 * A JSON `{ message }` refusal that a shared helper builds as a plain Response (a rate limiter's
 * 429, a module's error mapper). Declared without a schema on purpose: a route with such an
 * answer may return a plain Response, so its other answers are not type-checked (use sparingly).
 */
export function refusedByHelper(description: string) {
  return { description: `${description} JSON \`{ message }\`.` };
}
