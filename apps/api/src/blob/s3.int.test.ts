import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server.ts';
import { createS3Store } from './s3.ts';
import type { BlobStore } from './store.ts';

describe('S3 blob store against an S3-compatible server', () => {
  let s3: TestS3;
  let store: BlobStore;
  let dir: string;

  beforeAll(async () => {
    s3 = await startTestS3();
    store = createS3Store(s3.settings);
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-s3-files-'));
  });
  afterAll(async () => {
    await s3.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  async function file(name: string, bytes: Buffer): Promise<string> {
    const target = path.join(dir, name);
    await fs.writeFile(target, bytes);
    return target;
  }

  it('stores a recording in parts and reads it back whole, by range and as a local file', async () => {
    // 17 MiB: three parts of the multipart upload (8 MiB parts).
    const bytes = randomBytes(17 * 1024 * 1024);
    await store.putFile('recordings/r1/source.edf', await file('big.edf', bytes));

    const chunks: Buffer[] = [];
    for await (const chunk of await store.read('recordings/r1/source.edf'))
      chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);

    const middle = 9 * 1024 * 1024 - 10;
    expect(
      (await store.readRange('recordings/r1/source.edf', middle, 20)).equals(
        bytes.subarray(middle, middle + 20),
      ),
    ).toBe(true);
    // Past the end: what is left, then nothing.
    expect(
      (await store.readRange('recordings/r1/source.edf', bytes.length - 4, 100)).equals(
        bytes.subarray(-4),
      ),
    ).toBe(true);
    expect((await store.readRange('recordings/r1/source.edf', bytes.length + 10, 100)).length).toBe(
      0,
    );

    const copy = await store.localCopy('recordings/r1/source.edf');
    expect((await fs.readFile(copy.path)).equals(bytes)).toBe(true);
    await copy.release();
    await expect(fs.access(copy.path)).rejects.toThrow();
  });

  it('says whether an object exists, deletes it, and tolerates deleting it twice', async () => {
    await store.putFile('strips/s1.bin', await file('small.bin', Buffer.from('strip')));
    expect(await store.exists('strips/s1.bin')).toBe(true);
    await store.delete('strips/s1.bin');
    expect(await store.exists('strips/s1.bin')).toBe(false);
    await store.delete('strips/s1.bin');
    await expect(store.read('strips/s1.bin')).rejects.toThrow();
  });

  it("stages an upload's chunks as objects any process can read back", async () => {
    const chunk = new Uint8Array([1, 2, 3, 4, 5]);
    await store.putBytes('uploads/u1/0000000000000', chunk);
    expect([...(await store.readRange('uploads/u1/0000000000000', 1, 3))]).toEqual([2, 3, 4]);
    await store.delete('uploads/u1/0000000000000');
    expect(await store.exists('uploads/u1/0000000000000')).toBe(false);
  });

  it('refuses keys that could leave the store', async () => {
    await expect(store.exists('../etc/passwd')).rejects.toThrow(/invalid blob key/);
  });
});
