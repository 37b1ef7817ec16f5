/**
 * Turns free text into a URL-safe slug: accents become plain letters, word boundaries (spaces, underscores,
 * punctuation, camelCase humps) become single dashes, and no dash leads or trails.
 */
export const kebabCase = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
