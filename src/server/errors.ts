import { ERROR_STATUS, type ErrorCode } from '../common/errors';

/** The one error type services throw; the error handler turns it into `{message, code}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.headers = headers;
  }
}

export const notFound = (what = 'Not found.') => new AppError('NOT_FOUND', what);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'You need to sign in first.');
