/**
 * Every template the product offers, in the picker's order. Stored resumes refer to these ids, so an id, once
 * shipped, must keep rendering: templates are added, never renamed or removed.
 */
export const templateIds = [
  'altaria',
  'azurill',
  'bronzor',
  'chikorita',
  'ditto',
  'gengar',
  'glalie',
  'joltik',
  'kakuna',
  'leafish',
  'nosepass',
  'onyx',
  'pikachu',
  'rhyhorn',
  'unown',
] as const;

export type TemplateId = (typeof templateIds)[number];

export const defaultTemplate: TemplateId = 'rhyhorn';

/** What a renderer uses when it meets an id it has no component for (the schema itself rejects such ids). */
export const fallbackTemplate: TemplateId = 'onyx';

export const isTemplateId = (value: unknown): value is TemplateId =>
  typeof value === 'string' && (templateIds as readonly string[]).includes(value);
