import type { AppConfig } from '../config/env.ts';
import { createS3Store } from './s3.ts';
import { createLocalStore, type BlobStore } from './store.ts';

/** The store BLOB_STORE names: a folder under DATA_DIR, or an S3-compatible service. */
export function createBlobStore(config: AppConfig): BlobStore {
  const settings = config.blobStore;
  if (settings.kind === 's3') return createS3Store(settings);
  return createLocalStore(settings.dir);
}
