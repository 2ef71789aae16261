import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { startBackupSocket } from './backup/control-socket.ts';
import type { BlobStore } from './blob/store.ts';
import type { AppConfig } from './config/env.ts';
import { loadKeyring } from './config/secrets-key.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { createApp } from './app/create-app.ts';
import type { ApiApp } from './http/auth.ts';
import { nodeSecurityHeaders } from './http/security-headers.ts';
import { purgeExpiredArtifacts } from './idp/adapter.ts';
import { startPipeline } from './jobs/index.ts';
import { describeError, logger, setLogLevel } from './lib/logger.ts';
import { productFactsText } from '@heartcheck/contracts/product-facts';
import { seedCatalogue } from './modules/catalogue/public.ts';
import { seedHelpCentre } from './modules/help/public.ts';
import { seedDemoData, type DemoSignIn } from './seed/demo.ts';
import { createServices, type Services } from './services.ts';

export interface RunningApp {
  url: string;
  config: AppConfig;
  database: DatabaseHandle;
  /** The composition root's services (tests reach the worker and blob store through it). */
  services: Services;
  /** The HTTP app (REST, GraphQL, provider screens): tests enumerate its routes. */
  http: ApiApp;
  /** Demo accounts given a random password at this start (served beyond loopback): print once. */
  demoSignIns: DemoSignIn[];
  close(): Promise<void>;
}

export interface StartOptions {
  /** Start the embedded database from this dump instead of DATA_DIR (tests). */
  loadDataDir?: Blob;
  /** Use this database instead of opening one. */
  database?: DatabaseHandle;
  /** Use this blob store instead of the configured one (tests: a disk that fills up). */
  blobs?: BlobStore;
}

/**
 * The composition root: opens the database, migrates, seeds, builds the Services, hands them to
 * the HTTP app (REST and GraphQL) and the worker, and listens.
 */
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
  // The help guides state the heart check's wear time and replacement rule from its catalogue row.
  const heartCheck = await seedCatalogue(database.db);
  await seedHelpCentre(database.db, productFactsText(heartCheck));
  const demoSignIns = config.seedDemoData
    ? await seedDemoData(database.db, {
        builtInIdentity: config.identity.builtIn,
        exposed: config.exposedBeyondLoopback,
      })
    : [];

  // The server's own address, known once it listens (the payments sandbox calls itself).
  const self = { host: config.host, port: config.port };
  const services = await createServices(config, database, () => self, options.blobs);
  const { provider, payments } = services;
  const app = createApp(services);

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
  const stopPipeline = await startPipeline(services);
  // `npm run backup` asks the service for the embedded database's snapshot (PGlite is one
  // process's): a Unix socket in DATA_DIR, see backup/control-socket.ts.
  const backupSocket = await startBackupSocket({
    config,
    database,
    key: (await loadKeyring(config.secrets)).current,
  });
  // Mail that could not be delivered when it was written is retried from here (and by workers).
  services.mailer.start();

  // At once too: records left in plain text by an earlier version are removed at the first start.
  const purgeArtifacts = () =>
    purgeExpiredArtifacts(database.db).catch((error: unknown) =>
      logger.warn('purging expired sign-in records failed', describeError(error)),
    );
  void purgeArtifacts();
  const purge = setInterval(() => void purgeArtifacts(), 60 * 60_000);
  purge.unref();

  return {
    url: config.publicUrl || `http://localhost:${port}`,
    config,
    demoSignIns,
    database,
    services,
    http: app,
    async close() {
      clearInterval(purge);
      await backupSocket?.close();
      await stopPipeline();
      await services.mailer.stop();
      payments.sandbox?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.database) await database.close();
    },
  };
}
