export const autosaveDebounceMs = 500;
export const undoLimit = 100;
export const queryStaleTimeMs = 60_000;

export const passwordMinLength = 6;
export const usernameLength = { min: 3, max: 255 } as const;
export const nameLength = { min: 3, max: 255 } as const;
export const twoFactorCodeLength = 6;
export const backupCodeLength = 10;

export const levelRange = { min: 0, max: 5, default: 1 } as const;
export const columnsRange = { min: 1, max: 5, default: 1 } as const;

export const copySuffix = { title: ' (Copy)', slug: '-copy' } as const;
export const accountDeletionConfirmation = 'delete';

export const authProviders = ['email', 'github', 'google'] as const;
export type AuthProvider = (typeof authProviders)[number];

export const defaultLocale = 'en-US';
export const defaultSignInRedirect = '/dashboard';

export const aiTones = ['casual', 'professional', 'confident', 'friendly'] as const;
export type AiTone = (typeof aiTones)[number];

export const themeModes = ['system', 'light', 'dark'] as const;
export type ThemeMode = (typeof themeModes)[number];

/** Named share links of one resume, their labels and passwords (docs/product.md#share-links). */
export const resumeLinkLimits = {
  perResume: 50,
  label: { min: 1, max: 100 },
  password: { min: passwordMinLength, max: 128 },
  /** Random bytes of a link's token: 192 bits, 32 base64url characters. */
  tokenBytes: 24,
  /** How long a visitor who gave a link's password may read it and download its PDF. */
  unlockSeconds: 60 * 60,
} as const;
