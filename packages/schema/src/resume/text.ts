import { z } from 'zod';

/** A field the user must fill: present and not just whitespace. */
export const requiredText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine((value) => value.trim().length > 0, { message: `${label} is required` });

/** An optional text field; missing means empty. */
export const optionalText = () => z.string().default('');

/** Rich text (HTML from the editor); missing means empty. */
export const richText = () => z.string().default('');

export const keywords = () => z.array(z.string()).default(() => []);
