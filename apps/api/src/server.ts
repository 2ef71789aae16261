import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createTokenVerifier } from './auth/verify-token.ts';
import type { AppConfig } from './config/env.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { createApp } from './http/app.ts';
import { nodeSecurityHeaders } from './http/security-headers.ts';
import { purgeExpiredArtifacts } from './idp/adapter.ts';
import { createIdentityProvider } from './idp/provider.ts';
import { loadIdpSecrets } from './idp/secrets.ts';
import { preparePipeline, startPipeline } from './jobs/index.ts';
import { describeError, logger, setLogLevel } from './lib/logger.ts';
import { seedCatalogue } from './modules/catalogue/seed.ts';
import { seedHelpCentre } from './modules/help/seed.ts';
import { createMailer } from './modules/outbox/service.ts';
import { createPayments } from './payments/index.ts';
import { seedDemoData } from './seed/demo.ts';

export interface RunningApp {
  url: string;
  config: AppConfig;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Start the embedded database from this dump instead of DATA_DIR (tests). */
  loadDataDir?: Blob;
  /** Use this database instead of opening one. */
  database?: DatabaseHandle;
}

/** Opens the database, migrates, seeds, builds the identity provider and API, and listens. */
export async function startApp(config: AppConfig, options: StartOptions = {}): Promise<RunningApp> {
  setLogLevel(config.logLevel);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    }));
  // Catalogue and help content are product content, seeded whatever SEED_DEMO_DATA says.
  await seedCatalogue(database.db).then(() => seedHelpCentre(database.db));
  if (config.seedDemoData)
    await seedDemoData(database.db, { builtInIdentity: config.identity.builtIn });

  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outboxUrl: config.env === 'production' ? undefined : `${config.publicUrl}/dev/outbox`,
  });
  const provider = config.identity.builtIn
    ? createIdentityProvider(config, database.db, await loadIdpSecrets(database.db))
    : undefined;
  const verifier = createTokenVerifier(config.identity);
  // The server's own address, known once it listens (the payments sandbox calls itself).
  const self = { host: config.host, port: config.port };
  const payments = await createPayments(config, database.db, () => self);
  const pipeline = preparePipeline(config, database);
  const app = createApp({ config, database, verifier, mailer, provider, payments });

  const honoListener = getRequestListener(app.fetch);
  const providerListener = provider?.callback();
  const idpHeaders = nodeSecurityHeaders(config);
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (providerListener && url.startsWith('/idp/') && !url.startsWith('/idp/interaction/')) {
      for (const [name, value] of Object.entries(idpHeaders)) res.setHeader(name, value);
      // oidc-provider is mounted at /idp: it reads the mount path from originalUrl.
      (req as http.IncomingMessage & { originalUrl?: string }).originalUrl = url;
      req.url = url.slice('/idp'.length);
      void providerListener(req, res);
      return;
    }
    void honoListener(req, res);
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  self.port = port;
  payments.sandbox?.start();
  // The analysis worker starts once the app listens; it seeds the demo results in the background.
  const stopPipeline = await startPipeline({
    config,
    database,
    mailer,
    payments: payments.adapter,
    runtime: pipeline,
  });

  const purge = setInterval(() => {
    purgeExpiredArtifacts(database.db).catch((error: unknown) =>
      logger.warn('purging expired sign-in records failed', describeError(error)),
    );
  }, 60 * 60_000);
  purge.unref();

  return {
    url: config.publicUrl || `http://localhost:${port}`,
    config,
    database,
    async close() {
      clearInterval(purge);
      await stopPipeline();
      payments.sandbox?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.database) await database.close();
    },
  };
}
