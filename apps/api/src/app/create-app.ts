import fs from 'node:fs/promises';
import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { createContext } from '../graphql/context.ts';
import { createGraphQLServer } from './graphql-server.ts';
import { createConfirmEmailRoutes } from '../idp/confirm-email.ts';
import { createInteractionRoutes } from '../idp/interactions.ts';
import { describeError, logger, redactUrl } from '../lib/logger.ts';
import { isStorageFull } from '../blob/store.ts';
import type { Services } from '../services.ts';
import { authenticate, type ApiApp, type AuthVariables } from '../http/auth.ts';
import { restModules } from './rest-modules.ts';
import { mountHealth, mountSpaConfig } from './core-routes.ts';
import { mountOpenApiDocument } from './openapi-document.ts';
import { bodyLimits } from '../http/body-limits.ts';
import { requestMetrics } from '../http/request-metrics.ts';
import { createOperatorRegistry } from './operator/metrics.ts';
import { mountOperatorRoutes } from './operator/routes.ts';
import { BODY_LIMITS } from './body-limits-table.ts';
import { noStoreUnlessPublic } from '../http/cache-control.ts';
import { securityHeaders } from '../http/security-headers.ts';
import { textGuard } from '../http/text-guard.ts';
import { databaseUnreachable, unavailableResponse } from '../http/unavailable.ts';
import { xsrfProtection } from '../http/xsrf.ts';
import { serveWebApp } from '../http/static.ts';

/** Step: one log line per request (method, redacted path, status, time). */
function mountRequestLog(app: ApiApp): void {
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info('request', {
      method: c.req.method,
      path: redactUrl(c.req.path),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
}

/** Step: GraphQL, whose context carries the Services. */
function mountGraphQL(app: ApiApp, services: Services): void {
  const yoga = createGraphQLServer(services.config, {
    databaseDown: () => databaseUnreachable(services.database.db),
  });
  app.on(['GET', 'POST'], '/api/graphql', async (c) => {
    return yoga.fetch(
      c.req.raw,
      createContext({
        services,
        auth: c.get('auth'),
        findUser: services.findUser,
        findUserId: services.findUserId,
      }),
    );
  });
}

/** Step: the built-in provider's interaction pages, its email confirmation page and their stylesheet. */
function mountIdentityProvider(app: ApiApp, services: Services): void {
  const { config, database } = services;
  if (!services.provider) return;
  app.route(
    '/idp/interaction',
    createInteractionRoutes({
      config,
      db: database.db,
      provider: services.provider,
      mailer: services.mailer,
    }),
  );
  app.route('/', createConfirmEmailRoutes(database.db));
  const css = fs.readFile(path.join(import.meta.dirname, '../idp/assets/idp.css'));
  app.get('/idp-assets/idp.css', async (c) =>
    c.body(new Uint8Array(await css), 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );
}

/** Step: JSON not-found for the API, and the one place unexpected errors are logged. */
function mountErrorHandlers(app: ApiApp, services: Services): void {
  const { database } = services;
  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? c.json({ message: `No API route ${c.req.method} ${c.req.path}` }, 404)
      : c.text('Not found', 404),
  );
  app.onError(async (error, c) => {
    // 401/403 from requireUser/requireAllowed and other deliberate HTTP answers pass through.
    if (error instanceof HTTPException) return error.getResponse();
    if (error instanceof URIError) return c.json({ message: 'The address is not valid.' }, 400);
    const path = redactUrl(c.req.path);
    if (isStorageFull(error)) {
      // A route without its own wording (uploads and analyses have theirs): nothing was kept.
      logger.error('the blob store is full', { path, ...describeError(error) });
      return c.json(
        {
          message:
            'Our storage is full, so this could not be saved. Nothing was changed: please try again later.',
        },
        507,
      );
    }
    if (await databaseUnreachable(database.db)) {
      logger.error('database unavailable', { path, ...describeError(error) });
      return unavailableResponse();
    }
    logger.error('unhandled error', { path, ...describeError(error) });
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  });
}

/**
 * The HTTP app: REST routes and GraphQL over the same Services (built by server.ts), mounted in
 * order: request log and metrics, security headers, no-store unless public, body limits, text
 * guard (body types, nesting, text), the operator's signals (own token), XSRF, authentication, probes, SPA config, GraphQL, the modules' REST
 * routes, the identity provider's pages, error handlers, the SPA.
 */
export function createApp(services: Services): ApiApp {
  const { config, verifier } = services;
  const app = new OpenAPIHono<{ Variables: AuthVariables }>();
  const registry = createOperatorRegistry(services);
  mountRequestLog(app);
  app.use(requestMetrics(registry));
  app.use(securityHeaders(config));
  app.use(noStoreUnlessPublic());
  app.use(bodyLimits(BODY_LIMITS));
  app.use(textGuard());
  mountOperatorRoutes(app, services, registry);
  app.use('/api/*', xsrfProtection(config));
  app.use('/api/*', authenticate(verifier, services.findUser, services.findUserId));
  mountHealth(app, services);
  mountSpaConfig(app, config);
  mountOpenApiDocument(app);
  mountGraphQL(app, services);
  for (const module of restModules) module.registerRoutes(app, services);
  mountIdentityProvider(app, services);
  mountErrorHandlers(app, services);
  serveWebApp(app, config.webDistDir);
  return app;
}
