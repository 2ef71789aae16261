/** A review request the service refuses, with the status and message the caller sees. */
export class ReviewError extends Error {
  override name = 'ReviewError';
  readonly status: 400 | 403 | 404 | 409;
  constructor(status: 400 | 403 | 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}
