import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
/** Where the browser tests' logs and screenshots go. */
export const ARTIFACTS_DIR = path.join(root, 'test-results');

/** A TCP port nobody listens on at this moment (the OS picks it). */
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

/** Resolves once `probe` answers true; fails when the child exits or the time is up. */
export async function waitUntil(
  what: string,
  probe: () => Promise<boolean>,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      if (await probe()) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} was not ready within ${timeoutMs} ms`);
}

/** Stops a child by its own PID: SIGTERM, then SIGKILL after five seconds. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(undefined);
    }, 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
}

export interface AppServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** Settings on top of the test defaults. */
  env?: Record<string, string>;
  /** The port to listen on (when a provider must know the app's URL first); else a free one. */
  port?: number;
  /** How long to wait for /api/ready: a start takes 35-60 s on a 2-core machine under load. */
  readyTimeoutMs?: number;
}

/**
 * Starts the whole product as `npm start` does (built web app, API, embedded database in a fresh
 * data folder) with the given extra settings, and waits until /api/ready answers. `logName`
 * names its log in test-results/.
 */
export async function startApp(logName: string, options: StartOptions = {}): Promise<AppServer> {
  const { env = {}, readyTimeoutMs = 60_000 } = options;
  const listenPort = options.port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartcheck-e2e-'));
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const log = fs.openSync(path.join(ARTIFACTS_DIR, logName), 'w');
  const url = `http://localhost:${listenPort}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/api/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(listenPort),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const stop = async () => {
    await stopChild(child);
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntil(
      'the server',
      async () => (await fetch(`${url}/api/ready`)).ok,
      child,
      readyTimeoutMs,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}
