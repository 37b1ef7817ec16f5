import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { toast } from '@/lib/toast';
import { isApiError } from './api/api-error';
import { errorMessages, isKnownErrorCode } from './api/error-messages';

/**
 * Shows a known server error as a toast with the generic title (docs/product.md#error-codes).
 * Unknown codes and non-API errors stay silent (docs/product.md#error-codes). Returns whether a toast was shown.
 */
export const notifyError = (error: unknown): boolean => {
  if (!isApiError(error)) return false;
  const code = error.code;
  if (!isKnownErrorCode(code)) return false;
  toast.error(t`Oops, the server returned an error.`, { description: i18n._(errorMessages[code]) });
  return true;
};
