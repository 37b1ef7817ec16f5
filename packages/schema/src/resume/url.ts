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

/**
 * Whether an address stays on the page's own origin as a path: one leading slash, never `//host` or `/\host`
 * (browsers read a backslash as a slash), judged after what the URL parser ignores (surrounding controls and
 * spaces, tabs and newlines anywhere). Used for stored picture paths, rich-text links and pictures, and the
 * server's redirects.
 */
export function isSameOriginPath(value: string): boolean {
  const parsed = value
    // eslint-disable-next-line no-control-regex -- exactly what the URL parser strips
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
    .replace(/[\t\n\r]/g, '');
  // eslint-disable-next-line no-control-regex -- a control character has no business in a path
  return /^\/(?![/\\])/.test(parsed) && !/[\u0000-\u001f\\]/.test(parsed);
}
