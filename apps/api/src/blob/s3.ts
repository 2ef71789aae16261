import { createHash, createHmac } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
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

const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');
const UNSIGNED = 'UNSIGNED-PAYLOAD';

const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding as S3 wants it in canonical URIs (slashes kept). */
function encodePath(value: string): string {
  return value
    .split('/')
    .map((part) =>
      encodeURIComponent(part).replace(
        /[!'()*]/g,
        (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');
}

/**
 * AWS Signature Version 4 headers for one request (exported for its test against the example
 * in AWS's documentation).
 */
export function signV4(input: {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  now: Date;
  service?: string;
}): Record<string, string> {
  const service = input.service ?? 's3';
  const amzDate = input.now.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...input.headers,
    host: input.url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': input.payloadHash,
  };
  const names = Object.keys(headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names.map((name) => `${name}:${String(lower[name]).trim()}\n`).join('');
  const signedHeaders = names.join(';');
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    input.method,
    encodePath(decodeURIComponent(input.url.pathname)),
    query,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const kDate = hmac(`AWS4${input.secretAccessKey}`, day);
  const kSigning = hmac(hmac(hmac(kDate, input.region), service), 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** An S3-compatible object store over plain fetch and SigV4 (no SDK). */
export function createS3Store(settings: S3Settings): BlobStore {
  const objectUrl = (key: string): URL => {
    assertKey(key);
    const base = new URL(settings.endpoint);
    if (settings.forcePathStyle) {
      base.pathname = `${base.pathname.replace(/\/$/, '')}/${settings.bucket}/${key}`;
    } else {
      base.hostname = `${settings.bucket}.${base.hostname}`;
      base.pathname = `${base.pathname.replace(/\/$/, '')}/${key}`;
    }
    return base;
  };
  async function send(
    method: string,
    key: string,
    options: { headers?: Record<string, string>; body?: BodyInit; payloadHash?: string } = {},
  ): Promise<Response> {
    const url = objectUrl(key);
    const headers = signV4({
      method,
      url,
      headers: options.headers ?? {},
      payloadHash: options.payloadHash ?? EMPTY_SHA256,
      region: settings.region,
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      now: new Date(),
    });
    delete headers.host;
    return fetch(url, {
      method,
      headers,
      ...(options.body !== undefined ? { body: options.body, duplex: 'half' } : {}),
    });
  }
  async function expectOk(response: Response, what: string): Promise<Response> {
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new Error(`S3 ${what} failed with HTTP ${response.status} ${text.slice(0, 200)}`);
    }
    return response;
  }
  return {
    kind: 's3',
    async putFile(key, localPath) {
      const { size } = await fs.stat(localPath);
      const body = Readable.toWeb(createReadStream(localPath)) as ReadableStream<Uint8Array>;
      await expectOk(
        await send('PUT', key, {
          headers: { 'content-length': String(size), 'content-type': 'application/octet-stream' },
          body,
          payloadHash: UNSIGNED,
        }),
        `PUT ${key}`,
      );
    },
    async read(key) {
      const response = await expectOk(await send('GET', key), `GET ${key}`);
      return Readable.fromWeb(response.body as never);
    },
    async readRange(key, offset, length) {
      if (length <= 0) return Buffer.alloc(0);
      const response = await send('GET', key, {
        headers: { range: `bytes=${offset}-${offset + length - 1}` },
      });
      if (response.status === 416) return Buffer.alloc(0);
      await expectOk(response, `GET ${key} (range)`);
      return Buffer.from(await response.arrayBuffer());
    },
    async localCopy(key) {
      const response = await expectOk(await send('GET', key), `GET ${key}`);
      return streamToTempFile(response.body as ReadableStream<Uint8Array>, key.split('/').pop()!);
    },
    async exists(key) {
      const response = await send('HEAD', key);
      return response.ok;
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) await expectOk(response, `DELETE ${key}`);
    },
  };
}
