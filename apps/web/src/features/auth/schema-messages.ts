import { t } from '@lingui/core/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  accountDeletionConfirmation,
  nameLength,
  passwordMinLength,
  usernameLength,
} from '@rb/schema/constants/limits';
import { backupCodeMessage, twoFactorCodeMessage } from '@rb/schema/validation/two-factor';
import {
  currentPasswordMessage,
  passwordMismatchMessage,
  usernameMessage,
} from '@rb/schema/validation/account';

/**
 * The account rules of @rb/schema speak English; each known message is shown in the user's language.
 * A message this table does not know is shown as the schema wrote it.
 */
export const translateSchemaMessage = (message: string): string => {
  switch (message) {
    case usernameMessage:
      return t`Usernames can only contain lowercase letters, numbers, periods, hyphens, and underscores.`;
    case `Usernames must be at least ${usernameLength.min} characters long.`:
      return t`Usernames must be at least ${usernameLength.min} characters long.`;
    case `Usernames must be at most ${usernameLength.max} characters long.`:
      return t`Usernames must be at most ${usernameLength.max} characters long.`;
    case `Names must be at least ${nameLength.min} characters long.`:
      return t`Names must be at least ${nameLength.min} characters long.`;
    case `Names must be at most ${nameLength.max} characters long.`:
      return t`Names must be at most ${nameLength.max} characters long.`;
    case `Passwords must be at least ${passwordMinLength} characters long.`:
      return t`Passwords must be at least ${passwordMinLength} characters long.`;
    case currentPasswordMessage:
      return t`Enter your current password.`;
    case passwordMismatchMessage:
      return t`The passwords do not match.`;
    case twoFactorCodeMessage:
      return t`code must be a 6 digit number`;
    case backupCodeMessage:
      return t`backup code must be 10 lowercase letters or digits`;
    case 'enter a valid email':
      return t`enter a valid email`;
    case `Type "${accountDeletionConfirmation}" to confirm.`:
      return t`Type "${accountDeletionConfirmation}" to confirm.`;
    case 'The reset link is incomplete.':
      return t`The reset link is incomplete.`;
    default:
      return message;
  }
};

const translateErrors = <T extends FieldValues>(errors: FieldErrors<T>): FieldErrors<T> => {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue;
    if (typeof error.message === 'string') error.message = translateSchemaMessage(error.message);
    else translateErrors(error as FieldErrors);
  }
  return errors;
};

/** zodResolver whose messages reach the form already translated. */
export const localizedResolver = <T extends FieldValues>(schema: z.ZodType<T, T>): Resolver<T> => {
  const resolve = zodResolver(schema as never) as unknown as Resolver<T>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    translateErrors(result.errors);
    return result;
  };
};
