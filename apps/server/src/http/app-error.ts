// The one way a route or service reports a known failure: an ErrorCode from @rb/schema's catalogue.
// The error handler turns it into `{ statusCode, message: code }` with the catalogue's status.
import { statusOf, type ErrorBody, type ErrorCode } from '@rb/schema';

export type AppErrorExtra = Omit<ErrorBody, 'statusCode' | 'message'>;

export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly extra: AppErrorExtra = {},
  ) {
    super(code);
    this.statusCode = statusOf(code);
  }

  toBody(): ErrorBody {
    return { statusCode: this.statusCode, message: this.code, ...this.extra };
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
