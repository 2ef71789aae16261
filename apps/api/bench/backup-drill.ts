/**
 * The restore drill's figures (issue 25), printed, never asserted: `npm run bench:backup
 * [-- --hours 72]`. Starts the service on a fresh embedded data folder with the demo customer's
 * analysed recording (72 hours by default, the product's longest), takes `npm run backup`'s
 * snapshot from the running service while a client keeps asking it for /api/ready (the slowest
 * answer shows the pause), stops it, restores into an empty folder, and prints sizes and times
 * with the machine's load.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupCommand, restoreCommand } from '../src/backup/commands.ts';
import { loadConfig } from '../src/config/env.ts';
import { demoResultsPending } from '../src/jobs/demo-status.ts';
import { startApp } from '../src/server.ts';
import { freePort } from '../test/harness.ts';

const { values } = parseArgs({ options: { hours: { type: 'string', default: '72' } } });
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const root = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-bench-backup-'));
const configFor = async (dataDir: string) =>
  loadConfig({
    NODE_ENV: 'test',
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    SEED_DEMO_DATA: 'true',
    DEMO_RECORDING_HOURS: values.hours,
  });

/** Asks /api/ready every 20 ms until stopped; returns the slowest answer in ms. */
function keepAsking(url: string): () => Promise<{ slowestMs: number; requests: number }> {
  let stop = false;
  let slowestMs = 0;
  let requests = 0;
  const loop = (async () => {
    while (!stop) {
      const started = performance.now();
      await fetch(`${url}/api/ready`).then((r) => r.arrayBuffer());
      slowestMs = Math.max(slowestMs, performance.now() - started);
      requests += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    stop = true;
    await loop;
    return { slowestMs, requests };
  };
}

try {
  const source = await configFor(path.join(root, 'source'));
  const app = await startApp(source);
  while (await demoResultsPending(app.database.db))
    await new Promise((resolve) => setTimeout(resolve, 500));
  const file = path.join(root, 'drill.backup');
  const asking = keepAsking(app.url);
  const backup = await backupCommand(source, file);
  const during = await asking();
  const keyFile = path.join(root, 'secrets.key');
  await fs.copyFile(source.secrets.keyFile, keyFile);
  await app.close();
  const target = await configFor(path.join(root, 'restored'));
  const restore = await restoreCommand(target, { file, force: false, keyFile });
  const load = os.loadavg().map((n) => n.toFixed(2));
  console.log(
    [
      `restore drill, embedded database, demo recording of ${values.hours} h (${new Date().toISOString()})`,
      `  machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), load average ${load.join(' ')}`,
      `  backup file: ${mib(backup.fileBytes)} (database dump ${mib(backup.databaseBytes)}, ${backup.blobs} files ${mib(backup.blobBytes)})`,
      `  backup from the running service, written and read back: ${backup.seconds.toFixed(1)} s`,
      `  service meanwhile: ${during.requests} requests to /api/ready, slowest ${during.slowestMs.toFixed(0)} ms`,
      `  restore into an empty folder (checked whole, then moved in): ${restore.seconds.toFixed(1)} s`,
    ].join('\n'),
  );
} finally {
  await fs.rm(root, { recursive: true, force: true });
}
