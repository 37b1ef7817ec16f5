import { i18n } from '@lingui/core';
import { isApiError } from '@/lib/api/api-error';
import { errorMessages, isKnownErrorCode } from '@/lib/api/error-messages';

/** What the server said, in the user's words when the code is known (docs/product.md#import-flow: the message is the description). */
export const serverMessage = (error: unknown): string => {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const message = isKnownErrorCode(error.code) ? i18n._(errorMessages[error.code]) : error.code;
  const details = (error.issues ?? []).slice(0, 3).map((issue) => `${issue.path}: ${issue.message}`);
  return [message, ...details].join('\n');
};
