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

/**
 * The AI assistant's settings: key, and optionally the base URL and model of an OpenAI-compatible service.
 * The key follows docs/product.md#ai-help (sk- then letters or digits) when it goes to OpenAI, that is when no base URL is set.
 * With a base URL of their own (another provider, a model served on the user's computer) keys look different or are
 * not needed at all, so any key, or none, is accepted there. Messages are translated strings the caller supplies.
 */
export const createOpenAiSettingsSchema = (messages: { key: string; baseUrl: string }) =>
  z
    .object({
      apiKey: z.string().trim(),
      baseUrl: z
        .string()
        .trim()
        .refine((value) => value === '' || z.url({ protocol: /^https?$/ }).safeParse(value).success, {
          message: messages.baseUrl,
        }),
      model: z.string().trim(),
    })
    .superRefine((settings, context) => {
      if (settings.baseUrl === '' && !openAiKeyPattern.test(settings.apiKey))
        context.addIssue({ code: 'custom', path: ['apiKey'], message: messages.key });
    });

/** The picture controls of the basics panel. */
export const pictureInputSchema = z.object({
  size: z.number(),
  aspectRatio: z.number().min(pictureAspectRatio.min).max(pictureAspectRatio.max),
  borderRadius: z.number().min(pictureBorderRadius.min).max(pictureBorderRadius.max),
});

export type Settings = z.infer<typeof settingsSchema>;
