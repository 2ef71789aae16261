import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config/env.ts';
import { loadKeyring, toKey, type SecretKey } from '../config/secrets-key.ts';
import { openDatabase } from '../db/client.ts';
import { requestBackup, serviceIsRunning } from './control-socket.ts';
import { RestoreRefused, restoreSnapshot, verifySnapshot, type RestoreFigures } from './restore.ts';
import { writeSnapshot } from './snapshot.ts';

/**
 * `npm run backup` and `npm run restore` (apps/api/src/backup-main.ts parses the arguments).
 * docs/operations/backup.md is the runbook.
 */
export interface BackupReport extends RestoreFigures {
  file: string;
  fileBytes: number;
  /** Whether the running service took it (else the stopped data folder was opened). */
  fromRunningService: boolean;
  seconds: number;
  /** The fingerprint of the key it is encrypted with (which key a restore needs). */
  keyId: string;
}

function refuseServerDatabase(config: AppConfig): void {
  if (config.databaseUrl)
    throw new RestoreRefused(
      'DATABASE_URL names a PostgreSQL server: back it up with pg_dump and restore with pg_restore (docs/operations/backup.md). These commands are for the embedded database.',
    );
}

/** A file name that sorts by time: heartcheck-20261126T043000Z.backup. */
export function defaultBackupFile(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.resolve('backups', `heartcheck-${stamp}.backup`);
}

/** The service is stopped: open the data folder here and take the snapshot in this process. */
async function snapshotStopped(config: AppConfig, key: SecretKey, file: string): Promise<void> {
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
    await writeSnapshot(
      { database, dataDir: config.dataDir, localBlobs: config.blobStore.kind === 'local' },
      key,
      out,
    );
  } finally {
    await database.close();
  }
}

/**
 * Takes a backup of the embedded database and blob folder into `file` (written beside as
 * `.partial`, read back and checked whole, then renamed): from the running service through its
 * socket, or from the folder itself when the service is stopped.
 */
export async function backupCommand(config: AppConfig, file: string): Promise<BackupReport> {
  refuseServerDatabase(config);
  const started = performance.now();
  const keyring = await loadKeyring(config.secrets);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await fs.rm(partial, { force: true });
  try {
    const answered = await requestBackup(config.dataDir, partial);
    if (answered === 'not-running') await snapshotStopped(config, keyring.current, partial);
    const figures = await verifySnapshot(partial, [keyring.current]);
    await fs.rename(partial, file);
    return {
      ...figures,
      file,
      fileBytes: (await fs.stat(file)).size,
      fromRunningService: answered === 'done',
      keyId: keyring.current.id,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await fs.rm(partial, { force: true });
  }
}

export interface RestoreArguments {
  file: string;
  force: boolean;
  /** A secrets.key file (the key of a data folder that had no SECRETS_KEY). */
  keyFile: string | undefined;
}

function keyFromFile(file: string, text: string): SecretKey {
  try {
    return toKey(text);
  } catch {
    throw new RestoreRefused(
      `${file} does not hold a secrets key (32 random bytes in base64, as SECRETS_KEY).`,
    );
  }
}

/**
 * The keys to open the backup with, and the key file text to leave in DATA_DIR (when the
 * service has no SECRETS_KEY, it reads its key from there, and the database's secrets need it).
 */
async function restoreKeys(
  config: AppConfig,
  keyFile: string | undefined,
): Promise<{ keys: SecretKey[]; keyFileText: string | undefined }> {
  const configured = config.secrets.key
    ? [config.secrets.key, ...config.secrets.previousKeys].map(toKey)
    : [];
  const fromFile = keyFile ?? config.secrets.keyFile;
  const text = await fs.readFile(fromFile, 'utf8').catch(() => undefined);
  if (keyFile && text === undefined)
    throw new RestoreRefused(`The key file ${keyFile} cannot be read.`);
  const keys = [...configured, ...(text === undefined ? [] : [keyFromFile(fromFile, text)])];
  if (keys.length === 0)
    throw new RestoreRefused(
      'No secrets key to open the backup with: set SECRETS_KEY, or give --key-file with the secrets.key file saved from the backed-up data folder.',
    );
  return { keys, keyFileText: config.secrets.key ? undefined : text };
}

/** Restores `file` into DATA_DIR; refuses while the service runs or over a non-empty folder. */
export async function restoreCommand(
  config: AppConfig,
  args: RestoreArguments,
): Promise<RestoreFigures & { seconds: number }> {
  refuseServerDatabase(config);
  const started = performance.now();
  if (await serviceIsRunning(config.dataDir))
    throw new RestoreRefused(
      `The service is running on ${config.dataDir}: stop it first (a restore replaces its database under it).`,
    );
  await fs.access(args.file).catch(() => {
    throw new RestoreRefused(`There is no backup file ${args.file}.`);
  });
  const { keys, keyFileText } = await restoreKeys(config, args.keyFile);
  const figures = await restoreSnapshot({
    file: args.file,
    dataDir: config.dataDir,
    keys,
    force: args.force,
    keyFileText,
  });
  return { ...figures, seconds: (performance.now() - started) / 1000 };
}
