// The body is cleaned with the templates' allow-list when saved, like a resume's rich text
// (docs/product.md#security-baseline); the artboard cleans again on render.
import type { LetterData } from '@rb/schema';
import { sanitizeHtml } from '@rb/templates/server';

export const sanitizeLetterData = (data: LetterData): LetterData => ({
  ...data,
  body: sanitizeHtml(data.body),
  design: { ...data.design, metadata: { ...data.design.metadata, notes: '' } },
});
