import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { BlobStore } from './store.ts';
import { assertKey, streamToTempFile } from './store.ts';

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/**
 * Multipart part size for recordings: 8 MiB (S3's minimum part is 5 MiB and its maximum part
 * count 10,000, so this covers objects up to 78 GiB), four parts in flight at once.
 */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 4;

function status(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** The object's body as a Node stream (the SDK gives a Readable on Node). */
function bodyStream(body: unknown, key: string): Readable {
  if (body instanceof Readable) return body;
  throw new Error(`S3 GET ${key} returned no body stream`);
}

/** An S3-compatible object store through the AWS SDK (AWS, MinIO, Ceph, …). */
export function createS3Store(settings: S3Settings): BlobStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where the API requires them: since SDK 3.729 the default adds CRC32
    // trailers that several S3-compatible services do not accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const object = (key: string) => {
    assertKey(key);
    return { Bucket, Key: key };
  };
  async function get(key: string, range?: string) {
    const response = await client.send(
      new GetObjectCommand({ ...object(key), ...(range ? { Range: range } : {}) }),
    );
    return bodyStream(response.Body, key);
  }
  return {
    kind: 's3',
    async putFile(key, localPath) {
      // Multipart above one part (recordings reach hundreds of MiB); one PUT below.
      await new Upload({
        client,
        params: {
          ...object(key),
          Body: createReadStream(localPath),
          ContentType: 'application/octet-stream',
        },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      }).done();
    },
    async putBytes(key, bytes) {
      await client.send(
        new PutObjectCommand({
          ...object(key),
          Body: bytes,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    read: (key) => get(key),
    async readRange(key, offset, length) {
      if (length <= 0) return Buffer.alloc(0);
      try {
        const stream = await get(key, `bytes=${offset}-${offset + length - 1}`);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      } catch (error) {
        // Past the end of the object: no bytes, as the local store answers.
        if (status(error) === 416) return Buffer.alloc(0);
        throw error;
      }
    },
    async localCopy(key) {
      return streamToTempFile(await get(key), key.split('/').pop()!);
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand(object(key)));
        return true;
      } catch (error) {
        if (status(error) === 404) return false;
        throw error;
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand(object(key)));
      } catch (error) {
        if (status(error) !== 404) throw error;
      }
    },
  };
}
