import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './harness.ts';

/** The part of s3rver (an S3-compatible server on the file system, from npm) the tests use. */
interface S3rverInstance {
  run(): Promise<unknown>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

export interface TestS3 {
  /** Settings for the app's environment (BLOB_STORE=s3). */
  env: Record<string, string>;
  settings: {
    endpoint: string;
    region: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: boolean;
  };
  close(): Promise<void>;
}

/** s3rver's fixed credentials (its documentation: accessKeyId and secret both "S3RVER"). */
const KEY = 'S3RVER';

/** Starts an S3-compatible server on loopback with one empty bucket, in a temporary folder. */
export async function startTestS3(bucket = 'heartcheck-test'): Promise<TestS3> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-s3-'));
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      BLOB_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    settings: {
      endpoint,
      region: 'us-east-1',
      bucket,
      accessKeyId: KEY,
      secretAccessKey: KEY,
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
