import { z } from 'zod';
import { pictureAspectRatio, pictureBorderRadius } from '../constants/picture.ts';
import { pictureDefaults } from './defaults.ts';
import { idSchema } from './id.ts';
import { isSameOriginPath, urlField } from './url.ts';

export const invalidEmailMessage = 'enter a valid email';

/** '' or a valid email address. */
export const optionalEmailSchema = z
  .string()
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    message: invalidEmailMessage,
  })
  .default('');

/**
 * A picture address: '' (none), an absolute http(s) URL, or a path on this app (uploads and the sample
 * picture are served by the app itself, so they are stored without an origin).
 */
export const pictureUrlSchema = z
  .string()
  .refine(
    (value) =>
      value === '' || isSameOriginPath(value) || z.url({ protocol: /^https?$/ }).safeParse(value).success,
    { message: 'enter a valid url' },
  )
  .default('');

export const pictureEffectsSchema = z.object({
  hidden: z.boolean().default(pictureDefaults.effects.hidden),
  border: z.boolean().default(pictureDefaults.effects.border),
  grayscale: z.boolean().default(pictureDefaults.effects.grayscale),
});

export const pictureSchema = z.object({
  url: pictureUrlSchema,
  size: z.number().default(pictureDefaults.size),
  aspectRatio: z
    .number()
    .min(pictureAspectRatio.min)
    .max(pictureAspectRatio.max)
    .default(pictureDefaults.aspectRatio),
  borderRadius: z
    .number()
    .min(pictureBorderRadius.min)
    .max(pictureBorderRadius.max)
    .default(pictureDefaults.borderRadius),
  effects: pictureEffectsSchema.prefault({}),
});

export const customFieldSchema = z.object({
  id: idSchema,
  icon: z.string().default(''),
  name: z.string().default(''),
  value: z.string().default(''),
});

export const basicsSchema = z.object({
  name: z.string().default(''),
  headline: z.string().default(''),
  email: optionalEmailSchema,
  phone: z.string().default(''),
  location: z.string().default(''),
  url: urlField(),
  customFields: z.array(customFieldSchema).default(() => []),
  picture: pictureSchema.prefault({}),
});

export type Picture = z.infer<typeof pictureSchema>;
export type CustomField = z.infer<typeof customFieldSchema>;
export type Basics = z.infer<typeof basicsSchema>;
