// Rich-text fields are cleaned with the templates' allow-list when saved (docs/product.md#security-baseline), so what is
// stored is already safe; the artboard cleans again on render.
import { isCustomLayoutId, mapTranslationTexts, richTextFieldNames, type ResumeData } from '@rb/schema';
import { sanitizeHtml } from '@rb/templates/server';

type WithSummary = { summary?: unknown };

const cleanItems = <T extends WithSummary>(items: T[]): T[] =>
  items.map((item) =>
    typeof item.summary === 'string' ? { ...item, summary: sanitizeHtml(item.summary) } : item,
  );

/** A copy of the document with every HTML field (summary, item summaries, notes) sanitised. */
export function sanitizeResumeData(data: ResumeData): ResumeData {
  const sections = { ...data.sections } as Record<string, unknown>;
  for (const [key, section] of Object.entries(data.sections)) {
    if (key === 'summary' || key === 'custom') continue;
    const withItems = section as { items: WithSummary[] };
    sections[key] = { ...withItems, items: cleanItems(withItems.items) };
  }
  sections.summary = { ...data.sections.summary, content: sanitizeHtml(data.sections.summary.content) };
  sections.custom = Object.fromEntries(
    Object.entries(data.sections.custom).map(([id, section]) => [
      id,
      {
        ...section,
        ...(section.description !== undefined ? { description: sanitizeHtml(section.description) } : {}),
        items: cleanItems(section.items),
      },
    ]),
  );
  // A version's summaries are editor HTML as the document's own are (a custom section's description too).
  const translations = Object.fromEntries(
    Object.entries(data.metadata.translations).map(([tag, translation]) => [
      tag,
      mapTranslationTexts(translation, (path, value) => {
        const field = path.at(-1) ?? '';
        const rich =
          richTextFieldNames.has(field) ||
          (field === 'description' && path.length === 3 && isCustomLayoutId(path[1]!));
        return rich && typeof value === 'string' ? sanitizeHtml(value) : value;
      }),
    ]),
  );
  return {
    ...data,
    sections: sections as ResumeData['sections'],
    metadata: { ...data.metadata, notes: sanitizeHtml(data.metadata.notes), translations },
  };
}
