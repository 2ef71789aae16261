import http from 'node:http';

/**
 * Sends a body of `totalBytes` in 64 KiB pieces with chunked transfer encoding (no
 * Content-Length), stopping as soon as the server answers. Returns the status and how many bytes
 * had been written by then: a server that refuses while streaming answers long before the end.
 * Status 0 means the server closed the connection mid-body without an answer we could read.
 */
export async function sendChunkedUntilAnswered(
  url: string,
  options: { method: string; headers?: Record<string, string>; totalBytes: number },
): Promise<{ status: number; bytesSent: number; body: string }> {
  const piece = Buffer.alloc(64 * 1024, 0x61);
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const request = http.request(url, {
      method: options.method,
      headers: { ...options.headers, 'transfer-encoding': 'chunked' },
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      // The server answered and closed the connection while we were still writing: it cut the
      // body off (the answer itself may be lost with the socket). Report status 0.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') {
        answered = true;
        resolve({ status: 0, bytesSent, body: '' });
      } else reject(error);
    });
    request.on('response', (response) => {
      answered = true;
      const sentWhenAnswered = bytesSent;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          bytesSent: sentWhenAnswered,
          body: Buffer.concat(parts).toString('utf8'),
        });
      });
    });
    const pump = () => {
      while (!answered && bytesSent < options.totalBytes) {
        bytesSent += piece.length;
        if (!request.write(piece)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    pump();
  });
}
