/**
 * Errors that services throw to say why a request cannot be done, without knowing HTTP:
 * plugins/errors.ts maps each kind to its HTTP status.
 */
export type AppErrorKind =
  | 'invalid' // 400
  | 'unauthenticated' // 401
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409
  | 'gone' // 410: existed, but no longer works (an expired or withdrawn link)
  | 'too_large' // 413
  | 'unsupported_media' // 415
  | 'too_many_requests' // 429
  | 'unavailable'; // 503

export class AppError extends Error {
  /**
   * @param kind why the request failed
   * @param message one sentence a person understands; sent to the client as is
   * @param retryAfterSeconds for 'too_many_requests' and 'unavailable': when to try again
   */
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
