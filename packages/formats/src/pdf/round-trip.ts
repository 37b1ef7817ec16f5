/**
 * What a resume printed by this product must give back when its PDF is imported (docs/product.md#pdf-import):
 * the name, email and phone, and every visible company, position, institution, date and skill name, each in its
 * own field; and the two resumes the round trip prints. Used by the round-trip test over every template and by
 * the import bench.
 */
import { createId, createSampleResumeData, richTextToPlain, type ResumeData } from '@rb/schema';

export type ExpectedField = { field: string; value: string };
type Expected = ExpectedField;

const norm = (value: string) => value.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

const visible = <T extends { visible: boolean }>(items: T[]) => items.filter((item) => item.visible);

/** The fields the round trip checks, each as `section.field` and the text it holds. */
export function roundTripFields(data: ResumeData): Expected[] {
  const { basics, sections } = data;
  const out: Expected[] = [];
  const add = (field: string, value: string) => value.trim() && out.push({ field, value });
  add('basics.name', basics.name);
  add('basics.email', basics.email);
  add('basics.phone', basics.phone);
  if (sections.experience.visible)
    for (const item of visible(sections.experience.items)) {
      add('experience.company', item.company);
      add('experience.position', item.position);
      add('experience.date', item.date);
    }
  if (sections.education.visible)
    for (const item of visible(sections.education.items)) {
      add('education.institution', item.institution);
      add('education.date', item.date);
    }
  if (sections.skills.visible)
    for (const item of visible(sections.skills.items)) add('skills.name', item.name);
  return out;
}

/** Each expected field the imported resume lacks, as `field: value` (a PDF fixture lists its fields itself). */
export function fieldMisses(expected: ExpectedField[], imported: ResumeData): string[] {
  const got = new Map<string, Set<string>>();
  for (const { field, value } of roundTripFields(imported)) {
    if (!got.has(field)) got.set(field, new Set());
    got.get(field)!.add(norm(value));
  }
  return expected
    .filter(({ field, value }) => !got.get(field)?.has(norm(value)))
    .map(({ field, value }) => `${field}: ${value}`);
}

/** Each round-trip field of `original` the imported resume lacks; `count` is how many were expected. */
export function roundTripMisses(
  original: ResumeData,
  imported: ResumeData,
): { misses: string[]; count: number } {
  const expected = roundTripFields(original);
  return { misses: fieldMisses(expected, imported), count: expected.length };
}

/**
 * The resumes every template's PDF is read back from: the sample, and the sample with thirty jobs, a summary of
 * several pages and a long name (four pages or more in every template).
 */
export function roundTripResumes(): { sample: ResumeData; long: ResumeData } {
  const long = createSampleResumeData();
  long.basics.name = "Aleksandra O'Brien-Łukasiewicz";
  const [first] = long.sections.experience.items;
  long.sections.experience.items = Array.from({ length: 30 }, (_, index) => ({
    ...first!,
    id: createId(),
    company: `Northwind Company ${index + 1}`,
    position: index % 2 ? 'Staff Engineer' : 'Engineering Lead',
    date: `${2024 - index} - ${2025 - index}`,
  }));
  const paragraph = richTextToPlain(long.sections.summary.content);
  long.sections.summary.content = Array.from(
    { length: 14 },
    (_, index) => `<p>${index + 1}. ${paragraph}</p>`,
  ).join('');
  return { sample: createSampleResumeData(), long };
}
