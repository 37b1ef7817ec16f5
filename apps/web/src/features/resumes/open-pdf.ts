import { t } from '@lingui/core/macro';
import { toast } from 'sonner';
import { i18n } from '@lingui/core';
import { isApiError } from '@/lib/api/api-error';
import { errorMessages, isKnownErrorCode } from '@/lib/api/error-messages';
import { printResume } from './resumes-api';

/**
 * Prints the resume and opens the PDF in a new tab. The tab is opened before the call so that popup
 * blockers see it as the answer to the click; it is closed again when printing fails.
 */
export const openPdf = async (id: string): Promise<boolean> => {
  const tab = window.open('', '_blank');
  try {
    const { url } = await printResume(id);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
    return true;
  } catch (error) {
    tab?.close();
    const message =
      isApiError(error) && isKnownErrorCode(error.code)
        ? i18n._(errorMessages[error.code])
        : error instanceof Error
          ? error.message
          : String(error);
    toast.error(t`The PDF could not be created.`, { description: message });
    return false;
  }
};
