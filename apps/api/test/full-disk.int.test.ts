import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillingDisk, type FillingDisk } from '../src/blob/full-disk-testing.ts';
import { createLocalStore } from '../src/blob/store.ts';
import { ANALYSIS_STORAGE_FULL } from '../src/jobs/worker.ts';
import { analyses } from '../src/modules/analysis/schema.ts';
import { recordings, recordingUploads } from '../src/modules/recordings/schema.ts';
import { api, orderStatus, receivedOrder, waitFor } from '../src/modules/results/testing.ts';
import { syntheticRecording } from '../src/modules/results/recording-testing.ts';
import { folderFingerprints } from '../src/backup/drill-testing.ts';
import { testDatabaseKinds } from './databases.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * Issue 25 item 2: the disk fills during an upload and during an analysis. The store fails as a
 * full device does (ENOSPC part-way through a write). Each step ends failed with a message the
 * uploader or staff can act on, leaves no partial file and no row, the service carries on, and
 * the same step succeeds once space is freed.
 */
describe.each(testDatabaseKinds())('a full disk on %s', (kind) => {
  let t: TestApp;
  let disk: FillingDisk;
  let admin: string;

  beforeAll(async () => {
    disk = fillingDisk();
    t = await startTestApp(
      kind,
      { WORKER_POLL_SECONDS: '0.5', LOG_LEVEL: 'silent' },
      {
        blobs: (config) => createLocalStore((config.blobStore as { dir: string }).dir, disk.writes),
      },
    );
    admin = await t.tokenFor('admin@example.com');
    await t.graphql('mutation { userSignedIn { user { id } } }', {}, admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  const blobDir = () => (t.config.blobStore as { dir: string }).dir;
  /** No half-written file anywhere in the store (a store's temporary files end in .part). */
  async function noPartialFiles() {
    const files = Object.keys(await folderFingerprints(blobDir()));
    expect(files.filter((file) => file.endsWith('.part'))).toEqual([]);
    return files;
  }
  /** The service still answers: a staff read of the order. */
  async function stillServing(orderId: string) {
    expect((await api(t, admin)('GET', `/orders/${orderId}/recording`)).status).toBe(200);
  }

  it('an upload: the chunk and the completion fail with a clear message, nothing half-kept, then succeed', async () => {
    const call = api(t, admin);
    const order = await receivedOrder(t, 'customer@example.com');
    const { bytes } = await syntheticRecording(5);
    const half = Math.ceil(bytes.length / 2);
    const started = await call('POST', `/orders/${order.id}/recording/uploads`, {
      fileName: 'full.edf',
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(started.status).toBe(201);
    const id = (started.data as { id: string }).id;
    const put = (offset: number, end: number) =>
      call('PUT', `/recording-uploads/${id}/chunks?offset=${offset}`, bytes.subarray(offset, end), {
        'content-type': 'application/octet-stream',
      });
    expect((await put(0, half)).status).toBe(200);

    // The second chunk does not fit: a third of it reaches the disk, then ENOSPC.
    disk.free = Math.floor((bytes.length - half) / 3);
    const refused = await put(half, bytes.length);
    expect(refused.status).toBe(507);
    expect((refused.data as { message: string }).message).toMatch(
      /^Our storage is full, so this part of the recording was not saved\. .*carries on from where it stopped\.$/,
    );
    await noPartialFiles();
    const [upload] = await t.app.database.db
      .select()
      .from(recordingUploads)
      .where(eq(recordingUploads.id, id));
    expect(upload).toMatchObject({ status: 'uploading', receivedBytes: half, partOffsets: [0] });
    await stillServing(order.id);

    // Space returns: the same chunk goes in.
    disk.free = Infinity;
    expect((await put(half, bytes.length)).status).toBe(200);

    // The completion's copy into the store does not fit either.
    disk.free = Math.floor(bytes.length / 2);
    const notStored = await call('POST', `/recording-uploads/${id}/complete`, {});
    expect(notStored.status).toBe(507);
    expect((notStored.data as { message: string }).message).toMatch(
      /^Our storage is full, so the recording could not be stored yet\. The uploaded file is kept/,
    );
    expect(await noPartialFiles()).not.toContainEqual(expect.stringMatching(/^recordings\//));
    expect(
      await t.app.database.db.select().from(recordings).where(eq(recordings.orderId, order.id)),
    ).toEqual([]);
    expect(await orderStatus(t, order.id)).toBe('received');
    await stillServing(order.id);

    // Space returns: completing again stores it; the analysis then fills the disk.
    disk.free = bytes.length; // exactly the recording: the analysis' signal file does not fit
    expect((await call('POST', `/recording-uploads/${id}/complete`, {})).status).toBe(200);
    const failed = await waitFor(async () => {
      const [row] = await t.app.database.db
        .select()
        .from(analyses)
        .where(eq(analyses.orderId, order.id));
      return row?.error ? row : undefined;
    });
    expect(failed.error).toBe(ANALYSIS_STORAGE_FULL);
    expect(failed.status).toBe('queued'); // to be retried
    // Staff see why on the order's recording.
    const seen = await call('GET', `/orders/${order.id}/recording`);
    expect((seen.data as { analysis: { error: string } }).analysis.error).toBe(
      ANALYSIS_STORAGE_FULL,
    );
    expect(await noPartialFiles()).not.toContainEqual(expect.stringMatching(/^analyses\//));
    expect(await orderStatus(t, order.id)).toBe('analysing');

    // Space returns: the retry (5 s backoff, jobs/queue.ts) finishes the analysis.
    disk.free = Infinity;
    await waitFor(
      async () => ((await orderStatus(t, order.id)) === 'results_ready' ? true : undefined),
      30_000,
    );
    expect(await noPartialFiles()).toContainEqual(
      expect.stringMatching(/^analyses\/.*signal\.i16$/),
    );
    expect(disk.refusals).toBe(3);
  }, 60_000);
});
