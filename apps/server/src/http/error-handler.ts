// Every failure leaves the server as `{ statusCode, message: ErrorCode }` (docs/product.md#api).
// Known codes pass through; Fastify's own client errors get a clear code; anything else is a 500
// whose details stay in the log.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { statusOf, type ErrorBody, type ErrorCode, type FieldIssue } from '@rb/schema';
import { AppError } from './app-error.ts';
import { loggableError } from './log-redaction.ts';
import { isDatabaseUnreachable } from '../db/unreachable.ts';

/** A write that found no room under DATA_DIR (or the user's quota) fails whole (ADR 0016). */
const isDiskFull = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
};

const send = (reply: FastifyReply, body: ErrorBody) => reply.code(body.statusCode).send(body);

const codeBody = (code: ErrorCode, extra: Partial<ErrorBody> = {}): ErrorBody => ({
  statusCode: statusOf(code),
  message: code,
  ...extra,
});

const dotted = (segments: ReadonlyArray<PropertyKey>) => segments.map(String).join('.');

/** Fastify's own error codes for requests a client got wrong, and the product code each one means. */
const fastifyClientCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'ValidationError',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'ValidationError',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'ValidationError',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PayloadTooLarge',
  FST_REQ_FILE_TOO_LARGE: 'PayloadTooLarge',
  FST_FILES_LIMIT: 'PayloadTooLarge',
  FST_PARTS_LIMIT: 'PayloadTooLarge',
  FST_FIELDS_LIMIT: 'PayloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UnsupportedMediaType',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UnsupportedMediaType',
  FST_ERR_CTP_INVALID_TYPE: 'UnsupportedMediaType',
  FST_ERR_NOT_FOUND: 'NotFound',
};

function fromStatus(status: number): ErrorCode {
  if (status === 401) return 'Unauthorized';
  if (status === 403) return 'Forbidden';
  if (status === 404) return 'NotFound';
  if (status === 413) return 'PayloadTooLarge';
  if (status === 415) return 'UnsupportedMediaType';
  if (status === 429) return 'TooManyRequests';
  return 'ValidationError';
}

export function toErrorBody(error: unknown): { body: ErrorBody; unexpected: boolean } {
  if (error instanceof AppError) return { body: error.toBody(), unexpected: false };

  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues: FieldIssue[] = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'Invalid value',
    }));
    return { body: codeBody('ValidationError', { issues }), unexpected: false };
  }

  // A service that parses with a zod schema itself may let the ZodError escape.
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({ path: dotted(issue.path), message: issue.message }));
    return { body: codeBody('ValidationError', { issues }), unexpected: false };
  }

  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.code && fastifyError.code in fastifyClientCodes) {
    return { body: codeBody(fastifyClientCodes[fastifyError.code]!), unexpected: false };
  }
  // Rate limits and other plugins throw plain errors carrying a 4xx status.
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { body: codeBody(fromStatus(status)), unexpected: false };
  }
  if (isDatabaseUnreachable(error)) return { body: codeBody('DatabaseUnavailable'), unexpected: false };
  if (isDiskFull(error)) return { body: codeBody('StorageFull'), unexpected: false };
  return { body: codeBody('SomethingWentWrong'), unexpected: true };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request: FastifyRequest, reply) => {
    const { body, unexpected } = toErrorBody(error);
    if (unexpected) request.log.error({ err: loggableError(error) }, 'Unhandled error');
    else if (body.statusCode >= 500) request.log.error({ err: loggableError(error) }, body.message);
    return send(reply, body);
  });
}
