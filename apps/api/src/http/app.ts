import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import type Provider from 'oidc-provider';
import type { TokenVerifier } from '../auth/verify-token.ts';
import type { AppConfig } from '../config/env.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createContext } from '../graphql/context.ts';
import { createGraphQLServer } from '../graphql/yoga.ts';
import { createInteractionRoutes } from '../idp/interactions.ts';
import { spaRedirectUris } from '../idp/provider.ts';
import { escapeHtml } from '../lib/html.ts';
import { describeError, logger, redactUrl } from '../lib/logger.ts';
import { findOutboxMessage, listOutbox, type Mailer } from '../modules/outbox/service.ts';
import type { Payments } from '../payments/index.ts';
import { authenticate, type AuthVariables } from './auth.ts';
import { restModules } from './modules.ts';
import { securityHeaders } from './security-headers.ts';
import { serveWebApp } from './static.ts';

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  verifier: TokenVerifier;
  mailer: Mailer;
  provider: Provider | undefined;
  /** Card payments: the Stripe adapter, and the local sandbox when no Stripe key is set. */
  payments: Payments;
}

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

export type ApiApp = Hono<{ Variables: AuthVariables }>;

export function createApp(deps: AppDeps): ApiApp {
  const { config, database, verifier } = deps;
  const app = new Hono<{ Variables: AuthVariables }>();
  const yoga = createGraphQLServer(config);

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
  app.use(securityHeaders(config));

  // Double-submit XSRF protection (spec §7: cookie XSRF-TOKEN, header X-XSRF-TOKEN). The API
  // authenticates by bearer header, so this is defence in depth for browser requests.
  app.use('/api/*', async (c, next) => {
    const ctx = c as unknown as Context;
    const cookie = getCookie(ctx, XSRF_COOKIE);
    if (!cookie) {
      setCookie(ctx, XSRF_COOKIE, crypto.randomUUID(), {
        path: '/',
        sameSite: 'Strict',
        secure: config.publicUrl.startsWith('https:'),
      });
    } else if (
      !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) &&
      !c.req.path.startsWith('/api/graphql') &&
      !c.req.path.startsWith('/api/payments/webhook')
    ) {
      if (c.req.header(XSRF_HEADER) !== cookie) {
        return c.json(
          {
            message:
              'The request is missing its X-XSRF-TOKEN header. Reload the page and try again.',
          },
          403,
        );
      }
    }
    await next();
  });

  app.use('/api/*', authenticate(verifier));

  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.get('/api/ready', async (c) => {
    const checks: { database?: string; identityProvider?: string } = {};
    let ok = true;
    try {
      await database.ping();
      checks.database = 'ok';
    } catch (error) {
      ok = false;
      checks.database = describeError(error).errorMessage ?? 'unavailable';
    }
    try {
      await verifier.ready();
      checks.identityProvider = 'ok';
    } catch (error) {
      ok = false;
      checks.identityProvider = describeError(error).errorMessage ?? 'unavailable';
    }
    return c.json({ status: ok ? 'ready' : 'not ready', checks }, ok ? 200 : 503);
  });

  /** What the SPA needs to sign in; public by nature. */
  app.get('/api/config', (c) => {
    const uris = spaRedirectUris(config.publicUrl);
    return c.json({
      auth: {
        authority: config.identity.issuer,
        clientId: config.identity.clientId,
        apiScope: config.identity.apiScope,
        builtIn: config.identity.builtIn,
        redirectUri: uris.redirect,
        silentRedirectUri: uris.silent,
        postLogoutRedirectUri: uris.postLogout,
      },
    });
  });

  app.on(['GET', 'POST'], '/api/graphql', async (c) => {
    return yoga.fetch(c.req.raw, createContext(config, database.db, c.get('auth')));
  });

  for (const module of restModules) module.registerRoutes(app, deps);

  if (deps.provider) {
    app.route(
      '/idp/interaction',
      createInteractionRoutes({
        config,
        db: database.db,
        provider: deps.provider,
        mailer: deps.mailer,
      }),
    );
    const css = fs.readFile(path.join(import.meta.dirname, '../idp/assets/idp.css'));
    app.get('/idp-assets/idp.css', async (c) =>
      c.body(new Uint8Array(await css), 200, {
        'Content-Type': 'text/css; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      }),
    );
  }

  if (config.env !== 'production') {
    app.get('/dev/outbox', async (c) => {
      const messages = await listOutbox(database.db);
      const items = messages
        .map(
          (m) =>
            `<li><a href="/dev/outbox/${m.id}">${escapeHtml(m.subject)}</a> to ${escapeHtml(m.recipient)} · ${m.createdAt.toISOString()}</li>`,
        )
        .join('');
      return c.html(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox · HeartCheck (development)</title><link rel="stylesheet" href="/idp-assets/idp.css"></head><body><main class="card"><h1>Local outbox</h1><p class="lead">Mail the product would have sent. Development only.</p><ul>${items || '<li>No messages yet.</li>'}</ul></main></body></html>`,
      );
    });
    app.get('/dev/outbox/:id', async (c) => {
      const message = await findOutboxMessage(database.db, c.req.param('id'));
      if (!message) return c.text('No such message', 404);
      const body = escapeHtml(message.textBody).replace(
        /(https?:\/\/[^\s<]+)/g,
        '<a href="$1">$1</a>',
      );
      return c.html(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(message.subject)} · Outbox</title><link rel="stylesheet" href="/idp-assets/idp.css"></head><body><main class="card"><h1>${escapeHtml(message.subject)}</h1><p class="lead">To ${escapeHtml(message.recipient)}</p><pre class="mail">${body}</pre><p><a href="/dev/outbox">All messages</a></p></main></body></html>`,
      );
    });
  }

  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? c.json({ message: `No API route ${c.req.method} ${c.req.path}` }, 404)
      : c.text('Not found', 404),
  );
  app.onError((error, c) => {
    // 401/403 from requireUser/requireRole and other deliberate HTTP answers pass through.
    if (error instanceof HTTPException) return error.getResponse();
    logger.error('unhandled error', { path: redactUrl(c.req.path), ...describeError(error) });
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  });

  serveWebApp(app, config.webDistDir);
  return app;
}
