/** A refused upload step: its HTTP status, message and any extra fields for the client. */
export class UploadError extends Error {
  override name = 'UploadError';
  readonly status: 400 | 404 | 409 | 413;
  readonly extra: Record<string, unknown>;
  constructor(status: 400 | 404 | 409 | 413, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.extra = extra;
  }
}
