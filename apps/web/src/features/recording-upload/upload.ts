import type { UploadCompleted, UploadStart, UploadState } from '@heartcheck/contracts/recordings';
import { failedAnswer } from '@/lib/http/error-message';
import { rest } from '@/lib/http/rest';
import { sha256OfFile } from './sha256';

const resumeKey = (orderId: string, file: File) =>
  `heartcheck.upload.${orderId}.${file.name}.${file.size}.${file.lastModified}`;

/**
 * Uploads a recording in chunks. A session id is remembered per order and file, so after a
 * dropped connection or a reload the same file continues from the bytes the server has.
 */
export async function uploadRecording(input: {
  orderId: string;
  file: File;
  wfdbHeader?: string | undefined;
  /** Intake checks: the recorder's serial, an override reason, a start time. */
  fields?: Partial<UploadStart>;
  onProgress(fraction: number, phase: 'checksum' | 'upload' | 'check'): void;
  signal?: AbortSignal;
}): Promise<UploadCompleted> {
  const { orderId, file } = input;
  input.onProgress(0, 'checksum');
  const key = resumeKey(orderId, file);
  let upload: UploadState | undefined;
  const remembered = localStorage.getItem(key);
  if (remembered) {
    upload = await rest('get', '/api/recording-uploads/{id}', { path: { id: remembered } }).catch(
      () => undefined,
    );
    if (upload?.status !== 'uploading') upload = undefined;
  }
  if (!upload) {
    const sha256 = await sha256OfFile(file, (fraction) => input.onProgress(fraction, 'checksum'));
    upload = await rest('post', '/api/orders/{orderId}/recording/uploads', {
      path: { orderId },
      body: {
        fileName: file.name,
        sizeBytes: file.size,
        sha256,
        ...(input.wfdbHeader ? { wfdbHeader: input.wfdbHeader } : {}),
        ...input.fields,
      } satisfies UploadStart,
    });
    localStorage.setItem(key, upload.id);
  }
  let offset = upload.receivedBytes;
  while (offset < file.size) {
    if (input.signal?.aborted) throw new DOMException('Upload paused', 'AbortError');
    const chunk = file.slice(offset, Math.min(file.size, offset + upload.chunkBytes));
    input.onProgress(offset / file.size, 'upload');
    let attempt = 0;
    for (;;) {
      try {
        const from = offset;
        const answer = await rest('put', '/api/recording-uploads/{id}/chunks', {
          path: { id: upload.id },
          query: { offset },
          // A slice has no type: the chunk goes as application/octet-stream.
          bytes: chunk,
          signal: input.signal,
          onUploadProgress: (sent) =>
            input.onProgress((from + sent * chunk.size) / file.size, 'upload'),
        });
        offset = answer.receivedBytes;
        break;
      } catch (error) {
        const failed = failedAnswer(error);
        const server = receivedBytes(failed?.data);
        if (failed?.status === 409 && server !== undefined) {
          offset = server;
          break;
        }
        if (++attempt > 4 || (failed && failed.status < 500 && failed.status !== 429)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
      }
    }
  }
  input.onProgress(1, 'check');
  try {
    return await rest('post', '/api/recording-uploads/{id}/complete', { path: { id: upload.id } });
  } finally {
    localStorage.removeItem(key);
  }
}

/** The server's byte count in a 409 answer (the chunk was already there or out of turn). */
function receivedBytes(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null || !('receivedBytes' in data)) return undefined;
  return typeof data.receivedBytes === 'number' ? data.receivedBytes : undefined;
}
