import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ErrorCode } from '@rb/schema';

/** What a user reads for each known error code (docs/product.md#error-codes). The Record type makes a missing code a type error. */
export const errorMessages: Record<ErrorCode, MessageDescriptor> = {
  InvalidCredentials: msg`The email, username or password you entered is incorrect.`,
  UserAlreadyExists: msg`An account with this email or username already exists.`,
  SecretsNotFound: msg`Your account's sign-in details could not be found. Please reset your password.`,
  OAuthUser: msg`This account signs in with GitHub or Google. Please use that button instead.`,
  InvalidResetToken: msg`This password reset link is invalid or has expired. Please request a new one.`,
  InvalidVerificationToken: msg`This verification link is invalid or has expired. Please request a new one.`,
  EmailAlreadyVerified: msg`Your email address is already verified.`,
  TwoFactorNotEnabled: msg`Two-factor authentication is not turned on for this account.`,
  TwoFactorAlreadyEnabled: msg`Two-factor authentication is already turned on for this account.`,
  InvalidTwoFactorCode: msg`That code is not correct. Please check your authenticator app and try again.`,
  InvalidTwoFactorBackupCode: msg`That backup code is not correct or has already been used.`,
  // The server sends it when a social sign-in did not start in this browser or was declined at the provider.
  InvalidBrowserConnection: msg`The sign-in could not be completed in this browser. Please try again.`,
  ResumeSlugAlreadyExists: msg`You already have a resume with this URL. Please choose another slug.`,
  ResumeNotFound: msg`This resume could not be found. It may have been deleted.`,
  ResumeLocked: msg`This resume is locked. Unlock it before making changes.`,
  ResumePrinterError: msg`Your resume could not be turned into a PDF. Please try again.`,
  ResumePreviewError: msg`The preview of your resume could not be created.`,
  SomethingWentWrong: msg`Something went wrong on our side. Please try again.`,
  Unauthorized: msg`Your session has ended. Please sign in again.`,
  Forbidden: msg`You are not allowed to do that.`,
  NotFound: msg`What you were looking for could not be found.`,
  ValidationError: msg`Some of the information you entered is not valid. Please check the form.`,
  TooManyRequests: msg`Too many attempts. Please wait a moment and try again.`,
  SignupsDisabled: msg`New sign-ups are turned off on this server.`,
  EmailAuthDisabled: msg`Signing in with email is turned off on this server.`,
  ProviderEmailNotVerified: msg`Your account at that provider has no verified email address. Verify one there, then try again.`,
  ResumeVersionConflict: msg`This resume was changed somewhere else. Reload to see the latest version.`,
  PayloadTooLarge: msg`That file is too large.`,
  UnsupportedMediaType: msg`That kind of file is not supported.`,
  ResumeCannotFit: msg`The resume needs more pages than that, even at the smallest readable settings.`,
  PrinterBusy: msg`The printer is busy right now. Please try again in a minute.`,
  DatabaseUnavailable: msg`The server cannot reach its database right now. Please try again in a moment.`,
  StorageFull: msg`The server has run out of disk space, so nothing was saved. Please tell the administrator.`,
  ResumePrintTimeout: msg`This resume is too long or too heavy to print in time. Shorten it or use fewer pictures, then try again.`,
  ResumeLinkPasswordRequired: msg`This link asks for a password.`,
  InvalidResumeLinkPassword: msg`That password is not right.`,
  LetterNotFound: msg`This cover letter does not exist, or it is not yours.`,
  LetterLocked: msg`This cover letter is locked. Unlock it to make changes.`,
  LetterVersionConflict: msg`This cover letter was changed somewhere else. Reload to see the latest version.`,
  LetterSlugAlreadyExists: msg`Another of your cover letters already uses this address.`,
  RangeNotSatisfiable: msg`The download could not be resumed. Please download the file again.`,
  ResumeLanguageNotFound: msg`This resume has no version in that language.`,
};

/**
 * Same answer as `isErrorCode` of @rb/schema: the Record type above forces one entry per code.
 * Checked here so that the first page does not load zod just to recognise a code.
 */
export const isKnownErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorMessages, code);
