import { t } from '@lingui/core/macro';
import { invalidUrlMessage } from '@rb/schema';

/** The schema speaks English; the form shows the same rule in the user's language. */
export const translateIssue = (message: string | undefined, label: string): string | undefined => {
  if (!message) return undefined;
  if (message === invalidUrlMessage) return t`enter a valid url`;
  if (message.endsWith(' is required')) return t`${label} is required`;
  return message;
};
