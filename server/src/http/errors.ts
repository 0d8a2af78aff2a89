/**
 * One error type with factories: each carries an HTTP status and a stable code.
 * The error middleware turns it into `{ error, code?, fields? }`; anything else becomes a 500
 * without internals.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, message, 'validation', fields);
export const unauthorized = (message = 'Authentication required') =>
  new AppError(401, message, 'unauthorized');
export const forbidden = (message: string, code = 'forbidden') => new AppError(403, message, code);
export const notFound = (message = 'Not found') => new AppError(404, message, 'not_found');
export const conflict = (message: string, code = 'conflict', extra?: Record<string, unknown>) =>
  new AppError(409, message, code, undefined, extra);
export const payloadTooLarge = (message = 'Request body is too large') =>
  new AppError(413, message, 'too_large');
export const unsupportedMediaType = (message: string) =>
  new AppError(415, message, 'unsupported_type');
export const tooManyRequests = (message: string, extra?: { retry_after: number }) =>
  new AppError(429, message, 'throttled', undefined, extra);
