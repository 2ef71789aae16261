import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Mounted on purpose without a declaration: the document itself and GraphQL (its own schema). */
const NOT_REST = new Set(['GET /api/openapi.json', 'GET /api/graphql', 'POST /api/graphql']);

describe('REST contract (/api/openapi.json)', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    const response = await fetch(`${t.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    document = (await response.json()) as Document;
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('declares every mounted REST route with a response schema', () => {
    // A route with its own middleware is listed once per handler: once is enough here.
    const mounted = [
      ...new Set(
        t.app.http.routes
          .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
          .map((route) => `${route.method} ${route.path}`)
          .filter((route) => !NOT_REST.has(route)),
      ),
    ];
    expect(mounted.length).toBeGreaterThan(40);
    const undeclared = mounted.filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      const operation =
        document.paths[path.replaceAll(/:([^/]+)/g, '{$1}')]?.[method.toLowerCase()];
      const responses = Object.values(operation?.responses ?? {});
      return !responses.some((response) =>
        Object.values(response.content ?? {}).some((media) => media.schema !== undefined),
      );
    });
    expect(undeclared).toEqual([]);
  });
});
