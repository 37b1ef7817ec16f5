import { z } from 'zod';
import { defaultLocale, themeModes } from '../constants/limits.ts';
import { pictureAspectRatio, pictureBorderRadius } from '../constants/picture.ts';

export const settingsSchema = z.object({
  theme: z.enum(themeModes).default('system'),
  locale: z.string().default(defaultLocale),
});

export const openAiKeyPattern = /^sk-[a-zA-Z0-9]+$/;

/** The message is a translated string that the caller supplies. */
export const createOpenAiKeySchema = (message: string) => z.string().regex(openAiKeyPattern, message);

/** The picture controls of the basics panel. */
export const pictureInputSchema = z.object({
  size: z.number(),
  aspectRatio: z.number().min(pictureAspectRatio.min).max(pictureAspectRatio.max),
  borderRadius: z.number().min(pictureBorderRadius.min).max(pictureBorderRadius.max),
});

export type Settings = z.infer<typeof settingsSchema>;
