import { z } from 'zod';

export const invalidUrlMessage = 'enter a valid url';

/** Link targets a resume may point at; `javascript:` and friends are refused. */
const linkProtocols = /^(?:https?|mailto|tel)$/;

export const isValidHref = (value: string): boolean =>
  z.url({ protocol: linkProtocols }).safeParse(value).success;

/** '' (no link) or an absolute http(s), mailto or tel URL. */
export const hrefSchema = z
  .string()
  .refine((value) => value === '' || isValidHref(value), { message: invalidUrlMessage })
  .default('');

export const urlSchema = z.object({
  label: z.string().default(''),
  href: hrefSchema,
});

export type Url = z.infer<typeof urlSchema>;

/** Used where a link is optional in input: a missing link is an empty one. */
export const urlField = () => urlSchema.prefault({});
