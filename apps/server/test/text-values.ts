// What "nothing invented" compares with a PDF's text (docs/product.md#pdf-import): every text value of an imported
// resume, rich text split the way the file shows it.
import { richTextToPlain } from '@rb/schema';

/** Every text value of the imported document (rich text as its words), with its path. */
export function textValues(value: unknown, at = ''): [string, string][] {
  // Rich text: each paragraph, list item or line on its own (a line's parts set apart in the file, a title and
  // its date, keep a line break between them); a link's address as the file shows it, without a scheme.
  if (typeof value === 'string' && value.includes('<'))
    return (
      value
        .split(/<\/?(?:p|li|ul|ol)>|<br\s*\/?>/)
        // Lines under an entry's title are joined with " · ", a separator of the mapping's own.
        .flatMap((part) => richTextToPlain(part).split(' · '))
        .filter((part) => part.trim())
        .map((part) => [at, part] as [string, string])
    );
  if (typeof value === 'string')
    return [[at, at.endsWith('href') ? value.replace(/^(https?:\/\/|mailto:|tel:)/, '') : value]];
  if (Array.isArray(value)) return value.flatMap((entry, index) => textValues(entry, `${at}.${index}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, entry]) =>
      // Ids, icons and settings are the product's own, and a section the file lacks keeps its default name.
      ['id', 'icon', 'metadata', 'picture'].includes(key) || (key === 'name' && !at.includes('items'))
        ? []
        : textValues(entry, at ? `${at}.${key}` : key),
    );
  return [];
}
