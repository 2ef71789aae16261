import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppConfig } from '../config/env.ts';
import type { ApiApp } from '../http/auth.ts';
import { json } from '../http/openapi.ts';
import { RETRY_AFTER_SECONDS } from '../http/unavailable.ts';
import { spaRedirectUris } from '../idp/provider.ts';
import { describeError, logger } from '../lib/logger.ts';
import type { Services } from '../services.ts';

const health = createRoute({
  method: 'get',
  path: '/api/health',
  summary: 'Liveness probe',
  responses: { 200: json(z.object({ status: z.literal('ok') }), 'The process answers.') },
});

const readiness = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.object({
    database: z.enum(['ok', 'unavailable']).optional(),
    identityProvider: z.enum(['ok', 'unavailable']).optional(),
  }),
});

const ready = createRoute({
  method: 'get',
  path: '/api/ready',
  summary: 'Readiness probe: the database and the identity provider answer',
  responses: {
    200: json(readiness, 'Ready.'),
    503: json(readiness, 'Not ready (Retry-After says when to ask again).'),
  },
});

const spaConfig = createRoute({
  method: 'get',
  path: '/api/config',
  summary: "The SPA's sign-in settings",
  responses: {
    200: json(
      z.object({
        auth: z.object({
          authority: z.string(),
          clientId: z.string(),
          apiScope: z.string(),
          builtIn: z.boolean(),
          redirectUri: z.string(),
          silentRedirectUri: z.string(),
          postLogoutRedirectUri: z.string(),
        }),
        languages: z.array(z.string()),
      }),
      'What the SPA needs to sign in; public by nature.',
    ),
  },
});

/** Step: liveness and readiness probes. */
export function mountHealth(app: ApiApp, services: Pick<Services, 'database' | 'verifier'>): void {
  const { database, verifier } = services;
  app.openapi(health, (c) => c.json({ status: 'ok' as const }, 200));
  app.openapi(ready, async (c) => {
    const checks: z.infer<typeof readiness>['checks'] = {};
    let ok = true;
    try {
      await database.ping();
      checks.database = 'ok';
    } catch (error) {
      // The reason goes to the log only: anonymous callers learn that, not why.
      ok = false;
      checks.database = 'unavailable';
      logger.warn('readiness: database unavailable', describeError(error));
    }
    try {
      await verifier.ready();
      checks.identityProvider = 'ok';
    } catch (error) {
      ok = false;
      checks.identityProvider = 'unavailable';
      logger.warn('readiness: identity provider unavailable', describeError(error));
    }
    if (ok) return c.json({ status: 'ready' as const, checks }, 200);
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json({ status: 'not ready' as const, checks }, 503);
  });
}

/** Step: the SPA's sign-in settings. */
export function mountSpaConfig(app: ApiApp, config: AppConfig): void {
  app.openapi(spaConfig, (c) => {
    const uris = spaRedirectUris(config.publicUrl);
    return c.json(
      {
        auth: {
          authority: config.identity.issuer,
          clientId: config.identity.clientId,
          apiScope: config.identity.apiScope,
          builtIn: config.identity.builtIn,
          redirectUri: uris.redirect,
          silentRedirectUri: uris.silent,
          postLogoutRedirectUri: uris.postLogout,
        },
        // The right-to-left pseudo-locale checks layouts in development and tests; customers in
        // production are offered English only.
        languages: config.env === 'production' ? ['en'] : ['en', 'ar-XB'],
      },
      200,
    );
  });
}
