import type { FieldIssue } from '@rb/schema';

/** Every failed call becomes one of these; `code` is the server's message code (docs/product.md#error-codes). */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly issues: FieldIssue[] | undefined;
  readonly body: unknown;

  constructor(statusCode: number, code: string, body: unknown, issues?: FieldIssue[]) {
    super(code);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.body = body;
    this.issues = issues;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Reads the `{ statusCode, message, issues? }` error body; anything else keeps the HTTP status only. */
export const toApiError = (status: number, body: unknown): ApiError => {
  if (body && typeof body === 'object') {
    const { message, issues } = body as { message?: unknown; issues?: unknown };
    const code = typeof message === 'string' ? message : `Http${status}`;
    return new ApiError(status, code, body, Array.isArray(issues) ? (issues as FieldIssue[]) : undefined);
  }
  return new ApiError(status, `Http${status}`, body);
};
