import type { ApiApp } from '../http/auth.ts';

/** The document's header; the version is the REST contract's, bumped on a breaking change. */
const DOCUMENT_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'HeartCheck API',
    version: '1.0.0',
    description:
      'The REST endpoints of the HeartCheck portal. App data is also served by GraphQL at /api/graphql.',
  },
} as const;

/** The OpenAPI 3.1 document of every route mounted on `app` with `app.openapi` (issue 23). */
export function openApiDocument(app: ApiApp) {
  return app.getOpenAPI31Document(DOCUMENT_INFO);
}

/** Step: serves the document at /api/openapi.json (public: it describes, it holds no data). */
export function mountOpenApiDocument(app: ApiApp): void {
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get('/api/openapi.json', (c) => {
    // Built on first request, after every route is mounted; the routes never change afterwards.
    document ??= openApiDocument(app);
    return c.json(document);
  });
}
