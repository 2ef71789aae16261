import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BlobStore } from '../src/blob/store.ts';
import { loadConfig, type AppConfig } from '../src/config/env.ts';
import { startApp, type RunningApp } from '../src/server.ts';
import { createTestDatabase, type TestDatabaseKind } from './databases.ts';
import { signInWithPassword } from './oidc-login.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface TestApp {
  url: string;
  app: RunningApp;
  config: AppConfig;
  /** Signs in through the real provider and returns an access token. */
  tokenFor(email: string, password?: string): Promise<string>;
  graphql<T = unknown>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<{
    status: number;
    body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  }>;
  close(): Promise<void>;
}

/** Starts the whole app (API, built-in provider, seeded demo data) on a fresh database. */
export async function startTestApp(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  /** The blob store to use instead of the configured one (a disk that fills up). */
  options: { blobs?: (config: AppConfig) => BlobStore } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'true',
    ...env,
  });
  const app = await startApp(config, {
    database: database.handle,
    ...(options.blobs ? { blobs: options.blobs(config) } : {}),
  });
  const tokens = new Map<string, string>();
  return {
    url: app.url,
    app,
    config,
    // Served beyond loopback (HOST=0.0.0.0), the demo accounts have this start's random passwords.
    async tokenFor(
      email,
      password = app.demoSignIns.find((s) => s.email === email)?.password ?? 'Heart-Check-72',
    ) {
      const cached = tokens.get(email);
      if (cached) return cached;
      const { accessToken } = await signInWithPassword(app.url, email, password);
      tokens.set(email, accessToken);
      return accessToken;
    },
    async graphql(query, variables, token) {
      const response = await fetch(`${app.url}/api/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as never };
    },
    async close() {
      await app.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
