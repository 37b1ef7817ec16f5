import { z } from 'zod';
import { backupCodeLength, twoFactorCodeLength } from '../constants/limits.ts';

export const twoFactorCodeMessage = `code must be a ${twoFactorCodeLength} digit number`;
export const twoFactorCodePattern = new RegExp(`^\\d{${twoFactorCodeLength}}$`);

export const twoFactorCodeSchema = z.string().trim().regex(twoFactorCodePattern, twoFactorCodeMessage);

/** The dialog's form, where the field may still be empty while the QR code is shown. */
export const twoFactorDialogSchema = z.object({
  uri: z.string().default(''),
  code: z.union([z.literal(''), twoFactorCodeSchema]).default(''),
  backupCodes: z.array(z.string()).default(() => []),
});

export const backupCodePattern = new RegExp(`^[a-z0-9]{${backupCodeLength}}$`);
export const backupCodeMessage = `backup code must be ${backupCodeLength} lowercase letters or digits`;

export const backupCodeSchema = z.string().trim().regex(backupCodePattern, backupCodeMessage);

export const twoFactorCodeBodySchema = z.object({ code: twoFactorCodeSchema });

/**
 * POST /auth/2fa/enable. The dialog may send its code empty (docs/product.md#accounts), so the body takes any short string
 * and the server answers InvalidTwoFactorCode for one that is not a current 6-digit code, as it does for
 * a wrong one, rather than a validation error.
 */
export const twoFactorEnableBodySchema = z.object({ code: z.string().trim().max(64) });
export const backupCodeBodySchema = z.object({ code: backupCodeSchema });

export type TwoFactorDialogInput = z.infer<typeof twoFactorDialogSchema>;
