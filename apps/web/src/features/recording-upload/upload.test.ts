import { afterEach, describe, expect, it } from 'vitest';
import { answerApi, type SentRequest } from '@/test/network';
import { uploadRecording } from './upload';

/**
 * The chunked upload through the typed client, answered at the network boundary: each chunk
 * goes as application/octet-stream at its ?offset, a 409 naming the bytes the server already has
 * moves on from there, and the upload completes.
 */
const UPLOAD = {
  id: 'up-1',
  orderId: 'order-1',
  fileName: 'rec.csv',
  format: 'csv',
  sizeBytes: 10,
  receivedBytes: 0,
  chunkBytes: 4,
  status: 'uploading',
  error: null,
};
const COMPLETED = { recordingId: 'r-1', analysisId: 'a-1', orderStatus: 'analysing' };

/** The server: it has bytes 4–7 already (a chunk sent before a dropped connection). */
function server(request: SentRequest): { status: number; body: unknown } {
  request.progress(2, 4);
  if (request.url === '/orders/order-1/recording/uploads') return { status: 201, body: UPLOAD };
  if (request.url === '/recording-uploads/up-1/complete') return { status: 200, body: COMPLETED };
  if (request.url !== '/recording-uploads/up-1/chunks')
    return { status: 404, body: { message: 'Not found.' } };
  const offset = Number(request.params.offset);
  if (offset === 4) return { status: 409, body: { message: 'Already there.', receivedBytes: 8 } };
  return { status: 200, body: { ...UPLOAD, receivedBytes: Math.min(10, offset + 4) } };
}

afterEach(() => {
  localStorage.clear();
});

describe('uploadRecording', () => {
  it('sends the chunks as bytes, resumes from a 409 and completes', async () => {
    const sent: SentRequest[] = [];
    answerApi((request) => {
      sent.push(request);
      return server(request);
    });
    const progress: [number, string][] = [];
    const done = await uploadRecording({
      orderId: 'order-1',
      file: new File(['0123456789'], 'rec.csv', { type: 'text/csv' }),
      onProgress: (fraction, phase) => progress.push([fraction, phase]),
    });
    expect(done).toEqual(COMPLETED);
    const chunks = sent.filter((s) => s.url.endsWith('/chunks'));
    // 0–3 sent, 4–7 already there (409: 8 received), 8–9 sent: three requests, the last short.
    expect(
      chunks.map((c) => [c.method, c.params.offset, c.data instanceof Blob && c.data.size]),
    ).toEqual([
      ['PUT', 0, 4],
      ['PUT', 4, 4],
      ['PUT', 8, 2],
    ]);
    expect(chunks.every((c) => c.contentType === 'application/octet-stream')).toBe(true);
    expect(sent.find((s) => s.url.endsWith('/uploads'))?.contentType).toBe('application/json');
    // Within a chunk the progress moves with the bytes sent (half of the first chunk = 0.2).
    expect(progress).toContainEqual([0.2, 'upload']);
    expect(progress.at(-1)).toEqual([1, 'check']);
    expect(localStorage.length).toBe(0);
  });
});
