import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { freePort, startTestApp, type TestApp } from '../../test/harness.ts';
import { signInWithPassword } from '../../test/oidc-login.ts';
import { loadConfig, type AppConfig } from '../config/env.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { diaryEntries } from '../modules/diary/public.ts';
import {
  api,
  orderStatus,
  pdfText,
  receivedOrder,
  uploadFile,
  waitFor,
} from '../modules/results/testing.ts';
import { syntheticRecording } from '../modules/results/recording-testing.ts';
import { startApp, type RunningApp } from '../server.ts';
import { backupCommand, restoreCommand } from './commands.ts';
import { folderFingerprints, tableFingerprints } from './drill-testing.ts';
import { RestoreRefused } from './restore.ts';
import { BackupDamagedError, BackupKeyError, SEGMENT_BYTES } from './sealed-stream.ts';

const run = promisify(execFile);
const CUSTOMER = 'customer@example.com';
const CONCLUSION = 'Sinus rhythm throughout; restore drill.';

/**
 * The restore drill (issue 25): orders, a recording, a signed review, diary entries and audit
 * rows; a backup taken while the service runs; the data wiped; the backup restored. Every row
 * of every table and every blob byte is equal, and the restored service serves the results,
 * the ECG strip and both PDFs. The embedded database uses `npm run backup`/`restore`; a
 * PostgreSQL server uses the documented pg_dump/pg_restore procedure (docs/operations/backup.md).
 */
describe.each(testDatabaseKinds())('restore drill on %s', (kind) => {
  let t: TestApp | undefined;
  let restored: RunningApp | undefined;
  let restoredDb: string | undefined;
  /** The first test's backup and the key kept apart, for the refusals. */
  let kept: { file: string; keyFile: string } | undefined;
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-drill-'));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { WORKER_POLL_SECONDS: '0.5', LOG_LEVEL: 'error' });
  }, 60_000);
  afterAll(async () => {
    await restored?.close();
    await t?.close();
    if (restoredDb) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${restoredDb} with (force)`);
      await admin.end();
    }
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  /** An order with a recording, its analysis, diary entries, a signed report and audit rows. */
  async function clinicalRecord(app: TestApp) {
    const [admin, cardiologist] = await Promise.all([
      app.tokenFor('admin@example.com'),
      app.tokenFor('cardiologist@example.com'),
    ]);
    for (const token of [admin, cardiologist])
      await app.graphql('mutation { userSignedIn { user { id } } }', {}, token);
    const order = await receivedOrder(app, CUSTOMER);
    const edf = (await syntheticRecording(5)).bytes;
    expect((await uploadFile(app, admin, order.id, edf, 'drill.edf')).status).toBe(200);
    await waitFor(async () =>
      (await orderStatus(app, order.id)) === 'results_ready' ? true : undefined,
    );
    await app.app.database.db.insert(diaryEntries).values([
      {
        orderId: order.id,
        occurredAt: new Date('2026-01-05T09:02:00Z'),
        symptom: 'palpitations',
        activity: 'walking',
        note: 'after stairs',
      },
      {
        orderId: order.id,
        occurredAt: new Date('2026-01-05T09:04:00Z'),
        symptom: 'dizziness',
        activity: 'resting',
        note: '',
      },
    ]);
    const signed = await api(app, cardiologist)('POST', `/reviews/${order.id}/sign`, {
      findings: 'Normal sinus rhythm.',
      conclusion: CONCLUSION,
    });
    expect(signed.status).toBe(200);
    return order;
  }

  /** A backup taken with the database the same just before and just after it (so it holds that state). */
  async function quietBackup(app: TestApp, take: () => Promise<void>) {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const before = await tableFingerprints(app.app.database);
      await take();
      if (JSON.stringify(await tableFingerprints(app.app.database)) === JSON.stringify(before))
        return before;
    }
    throw new Error('the database kept changing around the backup');
  }

  async function restoredConfig(dataDir: string, env: Record<string, string> = {}) {
    return loadConfig({
      NODE_ENV: 'test',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'true',
      ...env,
    });
  }

  async function fingerprintsOf(database: DatabaseHandle) {
    try {
      return await tableFingerprints(database);
    } finally {
      await database.close();
    }
  }

  /** The restored service serves the customer's signed results, strip and both PDFs. */
  async function servesTheRecord(app: RunningApp, orderId: string) {
    const { accessToken } = await signInWithPassword(app.url, CUSTOMER, 'Heart-Check-72');
    const call = api({ url: app.url } as TestApp, accessToken);
    const detail = await call('GET', `/results/${orderId}`);
    expect(detail.status).toBe(200);
    expect((detail.data as { signed: { version: number } }).signed.version).toBe(1);
    const strip = await call('GET', `/results/${orderId}/strip?fromS=60&durationS=5`);
    expect(strip.status).toBe(200);
    const pdf = async (pathname: string) => {
      const answer = await call('GET', pathname);
      expect(answer.status).toBe(200);
      return (await pdfText(answer.data as Buffer)).replace(/\s+/g, ' ');
    };
    const results = await pdf(`/results/${orderId}/report.pdf`);
    expect(results).toContain('Reviewed and signed by Dr Priya Shah');
    expect(results).toContain('Walking · after stairs');
    expect(await pdf(`/cardiac-reports/${orderId}/report.pdf`)).toContain(CONCLUSION);
  }

  /** Rows of the tables the drill must carry (so "equal" is not two empty sets). */
  function expectClinicalRows(tables: Record<string, string>) {
    for (const table of [
      'orders',
      'recordings',
      'analyses',
      'cardiac_reports',
      'diary_entries',
      'audit_log',
    ])
      expect(Number(tables[`public.${table}`]?.split(':')[0]), table).toBeGreaterThan(0);
  }

  it('backs up while serving, wipes, restores every row and byte, and serves them', async () => {
    const app = t!;
    const order = await clinicalRecord(app);
    const backups = await tempDir();
    const blobDir = (app.config.blobStore as { dir: string }).dir;
    let config: AppConfig;
    let before: Record<string, string>;
    let blobsBefore: Record<string, string> = {};
    if (kind === 'pglite') {
      const file = path.join(backups, 'drill.backup');
      // A profile picture (users/avatar.ts keeps them in DATA_DIR/avatars): in the backup too.
      const avatars = path.join(app.config.dataDir, 'avatars');
      await fs.mkdir(avatars, { recursive: true });
      await fs.writeFile(path.join(avatars, `${order.userId}.webp`), 'RIFF picture bytes');
      const avatarsBefore = await folderFingerprints(avatars);
      before = await quietBackup(app, async () => {
        await fs.rm(file, { force: true });
        const report = await backupCommand(app.config, file);
        expect(report.fromRunningService).toBe(true);
        blobsBefore = await folderFingerprints(blobDir);
      });
      // The key is kept apart from the data folder (the runbook's first rule): the wipe takes it.
      const keyFile = path.join(backups, 'secrets.key');
      await fs.copyFile(app.config.secrets.keyFile, keyFile);
      await app.close(); // closes the service and wipes its data folder
      t = undefined;
      const dataDir = await tempDir();
      config = await restoredConfig(dataDir);
      await restoreCommand(config, { file, force: false, keyFile });
      kept = { file, keyFile };
      expect(await folderFingerprints(path.join(dataDir, 'avatars'))).toEqual(avatarsBefore);
      expect(await fingerprintsOf(await openDatabase({ dataDir }))).toEqual(before);
    } else {
      const source = (
        await app.app.database.query<{ d: string }>('select current_database() as d')
      )[0]!.d;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      const file = path.join(backups, 'drill.dump');
      const blobCopy = path.join(backups, 'blobs');
      before = await quietBackup(app, async () => {
        url.pathname = `/${source}`;
        await run('pg_dump', ['--format=custom', `--file=${file}`, url.toString()]);
        await fs.rm(blobCopy, { recursive: true, force: true });
        await fs.cp(blobDir, blobCopy, { recursive: true });
        blobsBefore = await folderFingerprints(blobDir);
      });
      const keyFile = path.join(backups, 'secrets.key');
      await fs.copyFile(app.config.secrets.keyFile, keyFile);
      await app.close(); // drops the database and wipes the data folder
      t = undefined;
      restoredDb = `${source}_restored`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${restoredDb}`);
      await admin.end();
      url.pathname = `/${restoredDb}`;
      await run('pg_restore', [
        '--no-owner',
        '--exit-on-error',
        `--dbname=${url.toString()}`,
        file,
      ]);
      const dataDir = await tempDir();
      await fs.cp(blobCopy, path.join(dataDir, 'blobs'), { recursive: true });
      await fs.copyFile(keyFile, path.join(dataDir, 'secrets.key'));
      config = await restoredConfig(dataDir, { DATABASE_URL: url.toString() });
      expect(await fingerprintsOf(await openDatabase({ databaseUrl: url.toString() }))).toEqual(
        before,
      );
    }
    expectClinicalRows(before);
    expect(Object.keys(blobsBefore).length).toBeGreaterThan(0);
    expect(await folderFingerprints((config.blobStore as { dir: string }).dir)).toEqual(
      blobsBefore,
    );
    restored = await startApp(config);
    await servesTheRecord(restored, order.id);
  }, 90_000);

  it.skipIf(kind !== 'pglite')(
    'refuses a wrong key, a damaged file, a folder in use or not empty, and changes nothing',
    async () => {
      const running = restored!;
      const { file, keyFile } = kept!;
      const backups = await tempDir();
      const target = await tempDir();
      const config = await restoredConfig(target);

      // The running service's own folder: refused while it runs.
      await expect(
        restoreCommand(running.config, { file, force: true, keyFile: undefined }),
      ).rejects.toThrow(/The service is running/);
      // Another key: refused at the header, before anything is written.
      const otherKey = path.join(backups, 'other.key');
      await fs.writeFile(otherKey, `${Buffer.alloc(32, 7).toString('base64')}\n`);
      await expect(
        restoreCommand(config, { file, force: false, keyFile: otherKey }),
      ).rejects.toThrow(BackupKeyError);
      // One byte changed in the middle: the segment's tag fails, nothing is used.
      const damaged = path.join(backups, 'damaged.backup');
      const bytes = await fs.readFile(file);
      bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
      await fs.writeFile(damaged, bytes);
      await expect(
        restoreCommand(config, { file: damaged, force: false, keyFile }),
      ).rejects.toThrow(BackupDamagedError);
      // Cut short, mid-segment and at a segment's end (the last segment is then missing).
      const cut = path.join(backups, 'cut.backup');
      for (const length of [bytes.length - 20, 61 + SEGMENT_BYTES + 16]) {
        await fs.writeFile(cut, bytes.subarray(0, Math.min(length, bytes.length - 20)));
        await expect(restoreCommand(config, { file: cut, force: false, keyFile })).rejects.toThrow(
          BackupDamagedError,
        );
      }
      expect(await fs.readdir(target)).toEqual([]);

      // A folder with something in it: refused without --force, replaced with it.
      await fs.writeFile(path.join(target, 'keep-me.txt'), 'operator notes');
      await expect(restoreCommand(config, { file, force: false, keyFile })).rejects.toThrow(
        RestoreRefused,
      );
      expect(await fs.readdir(target)).toEqual(['keep-me.txt']);
      await restoreCommand(config, { file, force: true, keyFile });
      expect((await fs.readdir(target)).sort()).toEqual([
        'avatars',
        'blobs',
        'pglite',
        'secrets.key',
      ]);
    },
    60_000,
  );
});
