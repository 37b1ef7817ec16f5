import { z } from 'zod';

/**
 * The error codes of the product (docs/product.md#error-codes). The server answers `{ statusCode, message: ErrorCode }`;
 * the web app shows a toast for every code listed here and nothing for unknown ones.
 * The HTTP status belongs to the code so that every route answers the same failure the same way.
 */
export const errorCatalogue = {
  InvalidCredentials: 400,
  UserAlreadyExists: 409,
  SecretsNotFound: 500,
  OAuthUser: 400,
  InvalidResetToken: 400,
  InvalidVerificationToken: 400,
  EmailAlreadyVerified: 400,
  TwoFactorNotEnabled: 400,
  TwoFactorAlreadyEnabled: 400,
  InvalidTwoFactorCode: 400,
  InvalidTwoFactorBackupCode: 400,
  InvalidBrowserConnection: 500,
  ResumeSlugAlreadyExists: 409,
  ResumeNotFound: 404,
  ResumeLocked: 403,
  ResumePrinterError: 500,
  ResumePreviewError: 500,
  SomethingWentWrong: 500,
  // Codes beyond the original catalogue, for conditions it leaves open (docs/product.md#error-codes).
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  ValidationError: 400,
  TooManyRequests: 429,
  SignupsDisabled: 403,
  EmailAuthDisabled: 403,
  /** A social sign-up whose provider vouches for no email address (GitHub: none verified). */
  ProviderEmailNotVerified: 403,
  ResumeVersionConflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  /** Fit to pages: the resume needs more sheets even at the smallest readable settings. */
  ResumeCannotFit: 422,
  /** Every print page is taken and the queue is full: the server is busy, not broken (ADR 0010). */
  PrinterBusy: 503,
  /** The document could not be printed within the deadline (it is too long or too heavy); it will not be
   * tried again until it changes or a while has passed. */
  ResumePrintTimeout: 422,
  /** A share link with a password, opened without having given it (docs/product.md#share-links). */
  ResumeLinkPasswordRequired: 403,
  /** A wrong password for a share link. */
  InvalidResumeLinkPassword: 400,
  /** Cover letters (docs/product.md#cover-letters) answer like resumes, with their own names. */
  LetterNotFound: 404,
  LetterLocked: 403,
  LetterVersionConflict: 409,
  /** The owner has another letter with this slug (slugs are unique per owner among letters). */
  LetterSlugAlreadyExists: 409,
  /** A byte range that starts past the end of a printed file (a download resumed against a shorter file). */
  RangeNotSatisfiable: 416,
  /** A print, public page or export asked for a language the resume has no version in. */
  ResumeLanguageNotFound: 404,
  /** PostgreSQL does not answer (restarting, unreachable); the request may be tried again (ADR 0016). */
  DatabaseUnavailable: 503,
  /** The disk under DATA_DIR is full: nothing was written, nothing half-written was kept (ADR 0016). */
  StorageFull: 507,
} as const;

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];
export const errorCodeSchema = z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]);

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(errorCatalogue, value);

/** One field problem in a validation failure: a dotted path and a readable message. */
export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The body of every error response. Never carries a stack trace. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  issues: z.array(fieldIssueSchema).optional(),
  /** Present on ResumeVersionConflict and LetterVersionConflict: the document as stored now. */
  current: z.unknown().optional(),
  /** Present on ResumeCannotFit: the sheets the resume still needs at the smallest readable settings. */
  pages: z.number().int().optional(),
  /** Present on ResumeCannotFit: how much of the resume runs past the asked pages, in pages (0.4: 40 % of one). */
  over: z.number().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const statusOf = (code: ErrorCode): number => errorCatalogue[code];
