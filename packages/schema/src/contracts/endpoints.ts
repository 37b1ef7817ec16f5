/**
 * Every call of the API (paths relative to /api) with its request and response shapes. The server
 * registers its routes with these, the web client parses answers with them, and the API docs list them.
 * `response` is the body of a success; failures answer `errorBodySchema`.
 */
import { z } from 'zod';
import { errorBodySchema } from '../errors.ts';
import {
  confirmIdentitySchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  updatePasswordSchema,
  updateProfileSchema,
} from '../validation/account.ts';
import {
  backupCodeBodySchema,
  twoFactorCodeBodySchema,
  twoFactorEnableBodySchema,
} from '../validation/two-factor.ts';
import { contributorDto, languageDto } from './catalogue.ts';
import { idParamsSchema, messageResponseSchema, urlResponseSchema } from './common.ts';
import {
  historyPageDto,
  historyQuery,
  keepSnapshotBody,
  letterSnapshotDto,
  snapshotDto,
  snapshotParams,
  snapshotSummaryDto,
} from './history.ts';
import { exportResumeParams } from './exports.ts';
import { resumeLanguageQuery } from './languages.ts';
import { importFileParams, importFileResponse } from './imports.ts';
import { fitResumeBody, readbackResponse } from './layout.ts';
import { remotePictureQuery, remotePictureRoute } from './pictures.ts';
import {
  createResumeBody,
  importResumeBody,
  lockResumeBody,
  publicResumeDto,
  publicResumeParams,
  resumeDto,
  resumeListResponse,
  statisticsDto,
  updateResumeBody,
} from './resume.ts';
import {
  createLetterBody,
  exportLetterParams,
  letterDto,
  letterListResponse,
  updateLetterBody,
} from './letter.ts';
import { authProviderSchema, loginResponse, signupsResponse, userDto } from './user.ts';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface Contract {
  method: HttpMethod;
  /** Relative to /api, with `:name` parameters. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Absent: the call takes no body. `multipart` marks a file upload. */
  body?: z.ZodType | 'multipart';
  /** Absent: the call answers with a redirect or a file, not JSON. */
  response?: z.ZodType;
}

const define = <T extends Record<string, Contract>>(contracts: T): T => contracts;

export const verifyEmailQuery = z.object({ token: z.string().min(1) });
export const twoFactorSetupResponse = z
  .object({ message: z.string().min(1) })
  .describe('message holds the otpauth URI');
export const twoFactorEnableResponse = z.object({ backupCodes: z.array(z.string()) });
export const oauthCallbackQuery = z.object({ status: z.string() });
export const providersResponse = z.array(authProviderSchema);
export const storageImageResponse = urlResponseSchema;
export const resumeVersionConflictBody = errorBodySchema.extend({ current: resumeDto });
export const letterVersionConflictBody = errorBodySchema.extend({ current: letterDto });

export const contracts = define({
  login: { method: 'POST', path: '/auth/login', body: loginSchema, response: loginResponse },
  logout: { method: 'POST', path: '/auth/logout', response: messageResponseSchema },
  register: { method: 'POST', path: '/auth/register', body: registerSchema, response: userDto },
  refresh: { method: 'POST', path: '/auth/refresh', response: userDto },
  updatePassword: {
    method: 'PATCH',
    path: '/auth/password',
    body: updatePasswordSchema,
    response: messageResponseSchema,
  },
  resendVerificationEmail: {
    method: 'POST',
    path: '/auth/verify-email/resend',
    response: messageResponseSchema,
  },
  verifyEmail: {
    method: 'POST',
    path: '/auth/verify-email',
    query: verifyEmailQuery,
    response: messageResponseSchema,
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    body: forgotPasswordSchema,
    response: messageResponseSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    body: resetPasswordSchema,
    response: messageResponseSchema,
  },
  setupTwoFactor: { method: 'POST', path: '/auth/2fa/setup', response: twoFactorSetupResponse },
  enableTwoFactor: {
    method: 'POST',
    path: '/auth/2fa/enable',
    body: twoFactorEnableBodySchema,
    response: twoFactorEnableResponse,
  },
  disableTwoFactor: {
    method: 'POST',
    path: '/auth/2fa/disable',
    body: confirmIdentitySchema.nullish(),
    response: messageResponseSchema,
  },
  verifyTwoFactor: {
    method: 'POST',
    path: '/auth/2fa/verify',
    body: twoFactorCodeBodySchema,
    response: userDto,
  },
  useBackupCode: { method: 'POST', path: '/auth/2fa/backup', body: backupCodeBodySchema, response: userDto },
  providers: { method: 'GET', path: '/auth/providers', response: providersResponse },
  signups: { method: 'GET', path: '/auth/signups', response: signupsResponse },
  githubSignIn: { method: 'GET', path: '/auth/github' },
  googleSignIn: { method: 'GET', path: '/auth/google' },

  me: { method: 'GET', path: '/user/me', response: userDto },
  updateMe: { method: 'PATCH', path: '/user/me', body: updateProfileSchema, response: userDto },
  deleteMe: {
    method: 'DELETE',
    path: '/user/me',
    body: confirmIdentitySchema.nullish(),
    response: messageResponseSchema,
  },

  languages: { method: 'GET', path: '/translation/languages', response: z.array(languageDto) },

  createResume: { method: 'POST', path: '/resume', body: createResumeBody, response: resumeDto },
  listResumes: { method: 'GET', path: '/resume', response: resumeListResponse },
  getResume: { method: 'GET', path: '/resume/:id', params: idParamsSchema, response: resumeDto },
  updateResume: {
    method: 'PATCH',
    path: '/resume/:id',
    params: idParamsSchema,
    body: updateResumeBody,
    response: resumeDto,
  },
  deleteResume: {
    method: 'DELETE',
    path: '/resume/:id',
    params: idParamsSchema,
    response: messageResponseSchema,
  },
  lockResume: {
    method: 'PATCH',
    path: '/resume/:id/lock',
    params: idParamsSchema,
    body: lockResumeBody,
    response: resumeDto,
  },
  importResume: { method: 'POST', path: '/resume/import', body: importResumeBody, response: resumeDto },
  /** Converts an upload (multipart field `file`) without saving it; failures answer issues with codes. */
  importFile: {
    method: 'POST',
    path: '/resume/import/:type',
    params: importFileParams,
    body: 'multipart',
    response: importFileResponse,
  },
  createLetter: { method: 'POST', path: '/letter', body: createLetterBody, response: letterDto },
  listLetters: { method: 'GET', path: '/letter', response: letterListResponse },
  getLetter: { method: 'GET', path: '/letter/:id', params: idParamsSchema, response: letterDto },
  updateLetter: {
    method: 'PATCH',
    path: '/letter/:id',
    params: idParamsSchema,
    body: updateLetterBody,
    response: letterDto,
  },
  deleteLetter: {
    method: 'DELETE',
    path: '/letter/:id',
    params: idParamsSchema,
    response: messageResponseSchema,
  },
  lockLetter: {
    method: 'PATCH',
    path: '/letter/:id/lock',
    params: idParamsSchema,
    body: lockResumeBody,
    response: letterDto,
  },
  /** The letter as a PDF (printed like a resume) or a Word file; the owner's only. */
  exportLetter: { method: 'GET', path: '/letter/:id/export/:format', params: exportLetterParams },
  /** The PDF's address, as for resumes: the owner's, or anybody's while the letter is public (counted). */
  printLetter: {
    method: 'GET',
    path: '/letter/print/:id',
    params: idParamsSchema,
    response: urlResponseSchema,
  },
  /** Views and downloads of the letter (its public page and links), and each live link's own. */
  letterStatistics: {
    method: 'GET',
    path: '/letter/:id/statistics',
    params: idParamsSchema,
    response: statisticsDto,
  },
  letterHistory: {
    method: 'GET',
    path: '/letter/:id/history',
    params: idParamsSchema,
    query: historyQuery,
    response: historyPageDto,
  },
  letterSnapshot: {
    method: 'GET',
    path: '/letter/:id/history/:snapshotId',
    params: snapshotParams,
    response: letterSnapshotDto,
  },
  /** Makes the snapshot the letter's current document; the document before it becomes a snapshot first. */
  restoreLetterSnapshot: {
    method: 'POST',
    path: '/letter/:id/history/:snapshotId/restore',
    params: snapshotParams,
    response: letterDto,
  },
  printResume: {
    method: 'GET',
    path: '/resume/print/:id',
    params: idParamsSchema,
    query: resumeLanguageQuery,
    response: urlResponseSchema,
  },
  previewResume: {
    method: 'GET',
    path: '/resume/print/:id/preview',
    params: idParamsSchema,
    query: resumeLanguageQuery,
    response: urlResponseSchema,
  },
  fitResume: {
    method: 'POST',
    path: '/resume/:id/fit',
    params: idParamsSchema,
    body: fitResumeBody,
    response: resumeDto,
  },
  checkResume: {
    method: 'GET',
    path: '/resume/:id/check',
    params: idParamsSchema,
    response: readbackResponse,
  },
  /** Answers the file itself (Word, Markdown, text or JSON) as an attachment named after the slug, not JSON. */
  exportResume: {
    method: 'GET',
    path: '/resume/:id/export/:format',
    params: exportResumeParams,
    query: resumeLanguageQuery,
  },
  publicResume: {
    method: 'GET',
    path: '/resume/public/:username/:slug',
    params: publicResumeParams,
    query: resumeLanguageQuery,
    response: publicResumeDto,
  },
  resumeStatistics: {
    method: 'GET',
    path: '/resume/:id/statistics',
    params: idParamsSchema,
    response: statisticsDto,
  },

  resumeHistory: {
    method: 'GET',
    path: '/resume/:id/history',
    params: idParamsSchema,
    query: historyQuery,
    response: historyPageDto,
  },
  /** Keeps the stored document as a snapshot before the builder rewrites it in one go (fit, AI edit). */
  keepSnapshot: {
    method: 'POST',
    path: '/resume/:id/history',
    params: idParamsSchema,
    body: keepSnapshotBody,
    response: snapshotSummaryDto,
  },
  resumeSnapshot: {
    method: 'GET',
    path: '/resume/:id/history/:snapshotId',
    params: snapshotParams,
    response: snapshotDto,
  },
  /** Makes the snapshot the current document; the document before it becomes a snapshot first. */
  restoreSnapshot: {
    method: 'POST',
    path: '/resume/:id/history/:snapshotId/restore',
    params: snapshotParams,
    response: resumeDto,
  },

  uploadImage: { method: 'PUT', path: '/storage/image', body: 'multipart', response: storageImageResponse },
  /** Answers the picture's bytes (a raster image), not JSON. */
  remotePicture: { method: 'GET', path: remotePictureRoute, query: remotePictureQuery },
  githubContributors: { method: 'GET', path: '/contributors/github', response: z.array(contributorDto) },
  crowdinContributors: { method: 'GET', path: '/contributors/crowdin', response: z.array(contributorDto) },
});

export type ContractName = keyof typeof contracts;
