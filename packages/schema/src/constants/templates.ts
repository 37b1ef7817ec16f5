/** The template ids are fixed by the product: stored resumes refer to them, so every id must render. */
export const templateIds = [
  'azurill',
  'bronzor',
  'chikorita',
  'ditto',
  'gengar',
  'glalie',
  'kakuna',
  'leafish',
  'nosepass',
  'onyx',
  'pikachu',
  'rhyhorn',
] as const;

export type TemplateId = (typeof templateIds)[number];

export const defaultTemplate: TemplateId = 'rhyhorn';

/** What a renderer uses when it meets an id it has no component for (the schema itself rejects such ids). */
export const fallbackTemplate: TemplateId = 'onyx';

export const isTemplateId = (value: unknown): value is TemplateId =>
  typeof value === 'string' && (templateIds as readonly string[]).includes(value);
