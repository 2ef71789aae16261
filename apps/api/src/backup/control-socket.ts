import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../config/env.ts';
import type { SecretKey } from '../config/secrets-key.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { describeError, logger } from '../lib/logger.ts';
import { writeSnapshot } from './snapshot.ts';

/**
 * How `npm run backup` reaches the running service. The embedded database is one process's
 * (PGlite opens its folder alone), so the service takes the snapshot itself and streams the
 * encrypted file over a Unix socket in DATA_DIR, owner-only (mode 0600): whoever may connect may
 * already read DATA_DIR, so the socket gives nobody anything new, and it is never on the network.
 */
export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, 'control.sock');
}

export interface BackupSocket {
  close(): Promise<void>;
}

async function listen(server: http.Server, socket: string): Promise<void> {
  await fs.rm(socket, { force: true }); // a socket file left by a stopped service
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  await fs.chmod(socket, 0o600);
}

/** Serves POST /backup on DATA_DIR/control.sock for the embedded database (undefined for a server). */
export async function startBackupSocket(input: {
  config: AppConfig;
  database: DatabaseHandle;
  key: SecretKey;
}): Promise<BackupSocket | undefined> {
  const { config, database, key } = input;
  if (database.kind !== 'pglite') return undefined;
  let running = false;
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end('POST /backup is the only request here.\n');
      return;
    }
    if (running) {
      res.writeHead(409).end('A backup is already being taken; wait for it to finish.\n');
      return;
    }
    running = true;
    res.writeHead(200, { 'content-type': 'application/octet-stream' });
    writeSnapshot(
      { database, dataDir: config.dataDir, localBlobs: config.blobStore.kind === 'local' },
      key,
      res,
    )
      .then((figures) => logger.info('backup taken', { ...figures }))
      .catch((error: unknown) => {
        logger.error('backup failed', describeError(error));
        res.destroy(error as Error);
      })
      .finally(() => {
        running = false;
      });
  });
  const socket = controlSocketPath(config.dataDir);
  try {
    await listen(server, socket);
  } catch (error) {
    // A DATA_DIR path longer than a socket address allows (108 bytes on Linux) or a read-only
    // folder: the service runs; the backup command then says the service cannot be reached.
    logger.warn('the backup socket could not be opened', describeError(error));
    return undefined;
  }
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Asks the running service for a backup into `file`; 'not-running' when nothing listens on the
 * socket (the service is stopped, so the folder may be opened directly).
 */
export async function requestBackup(
  dataDir: string,
  file: string,
): Promise<'done' | 'not-running'> {
  const socketPath = controlSocketPath(dataDir);
  const response = await new Promise<http.IncomingMessage | undefined>((resolve, reject) => {
    const request = http.request({ socketPath, method: 'POST', path: '/backup' }, resolve);
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(undefined) : reject(error),
    );
    request.end();
  });
  if (!response) return 'not-running';
  if (response.statusCode !== 200) {
    let text = '';
    for await (const chunk of response) text += String(chunk);
    throw new Error(`The service refused the backup: ${text.trim()}`);
  }
  await pipeline(response, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  return 'done';
}

/** Whether a service answers on DATA_DIR's socket (a restore refuses to run beside it). */
export async function serviceIsRunning(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.request(
      { socketPath: controlSocketPath(dataDir), method: 'GET', path: '/' },
      (response) => {
        response.resume();
        resolve(true);
      },
    );
    request.on('error', () => resolve(false));
    request.end();
  });
}
