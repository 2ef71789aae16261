import type { UploadCompleted, UploadStart, UploadState } from '@heartcheck/contracts/recordings';
import { apiClient } from '@/lib/http/api-client';
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
    upload = await apiClient
      .get<UploadState>(`/recording-uploads/${remembered}`)
      .then((r) => r.data)
      .catch(() => undefined);
    if (upload?.status !== 'uploading') upload = undefined;
  }
  if (!upload) {
    const sha256 = await sha256OfFile(file, (fraction) => input.onProgress(fraction, 'checksum'));
    upload = (
      await apiClient.post<UploadState>(`/orders/${orderId}/recording/uploads`, {
        fileName: file.name,
        sizeBytes: file.size,
        sha256,
        ...(input.wfdbHeader ? { wfdbHeader: input.wfdbHeader } : {}),
        ...input.fields,
      } satisfies UploadStart)
    ).data;
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
        const response = await apiClient.put<UploadState>(
          `/recording-uploads/${upload.id}/chunks`,
          chunk,
          {
            params: { offset },
            headers: { 'Content-Type': 'application/octet-stream' },
            ...(input.signal ? { signal: input.signal } : {}),
          },
        );
        offset = response.data.receivedBytes;
        break;
      } catch (error) {
        const status = (
          error as { response?: { status?: number; data?: { receivedBytes?: number } } }
        ).response;
        if (status?.status === 409 && typeof status.data?.receivedBytes === 'number') {
          offset = status.data.receivedBytes;
          break;
        }
        if (++attempt > 4 || (status?.status && status.status < 500 && status.status !== 429))
          throw error;
        await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
      }
    }
  }
  input.onProgress(1, 'check');
  try {
    const done = await apiClient.post<UploadCompleted>(
      `/recording-uploads/${upload.id}/complete`,
      {},
    );
    return done.data;
  } finally {
    localStorage.removeItem(key);
  }
}
