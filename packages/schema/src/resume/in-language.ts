// A resume in one of its languages (docs/decisions/0017-resume-language-versions.md): pure functions over the
// document and its `metadata.translations`, shared by the printer, the public page, the exports and the builder.
import { customLayoutId, itemSectionKeys } from './section-keys.ts';
import {
  translatableBasicsFields,
  translatableCustomFieldFields,
  translatableCustomItemFields,
  translatableItemFields,
  type TextValue,
  type Translation,
} from './languages.ts';
import type { ResumeData } from './resume-data.ts';

/**
 * Where a text lives in a translation: `['basics', field]`, `['customFields', id, field]`,
 * `['sections', ref, field]` or `['sections', ref, 'items', id, field]` (ref as the layout names the section).
 */
export type TextPath = readonly string[];
type TextMapper = (path: TextPath, value: TextValue) => TextValue;

const sameText = (a: TextValue, b: TextValue): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((entry, index) => entry === b[index])
    : a === b;

/** `fields` of `object` through `map`; the same object when nothing changed, so unchanged parts keep identity. */
function mapFields<T extends object>(
  object: T,
  fields: readonly string[],
  prefix: TextPath,
  map: TextMapper,
): T {
  let result = object;
  for (const field of fields) {
    const value = (object as Record<string, unknown>)[field];
    if (typeof value !== 'string' && !Array.isArray(value)) continue;
    const next = map([...prefix, field], value as TextValue);
    if (sameText(next, value as TextValue)) continue;
    if (result === object) result = { ...object };
    (result as Record<string, unknown>)[field] = next;
  }
  return result;
}

function mapList<T>(list: T[], map: (entry: T) => T): T[] {
  let changed = false;
  const result = list.map((entry) => {
    const next = map(entry);
    if (next !== entry) changed = true;
    return next;
  });
  return changed ? result : list;
}

function mapItems<T extends { id: string; items: { id: string }[] }>(
  section: T,
  ref: string,
  fields: readonly string[],
  map: TextMapper,
): T {
  const items = mapList(section.items, (item) =>
    mapFields(item, fields, ['sections', ref, 'items', item.id], map),
  );
  return items === section.items ? section : { ...section, items };
}

/** Every translatable text of the document through `map`; everything else, and what `map` keeps, is untouched. */
export function mapResumeTexts(data: ResumeData, map: TextMapper): ResumeData {
  const { basics, sections } = data;
  const customFields = mapList(basics.customFields, (field) =>
    mapFields(field, translatableCustomFieldFields, ['customFields', field.id], map),
  );
  let nextBasics = mapFields(basics, translatableBasicsFields, ['basics'], map);
  if (customFields !== basics.customFields) nextBasics = { ...nextBasics, customFields };

  const nextSections: Record<string, unknown> = {};
  let sectionsChanged = false;
  const summary = mapFields(sections.summary, ['name', 'content'], ['sections', 'summary'], map);
  nextSections.summary = summary;
  sectionsChanged ||= summary !== sections.summary;
  for (const key of itemSectionKeys) {
    const section = sections[key];
    const named = mapFields(section, ['name'], ['sections', key], map);
    const next = mapItems(named, key, translatableItemFields[key], map);
    nextSections[key] = next;
    sectionsChanged ||= next !== section;
  }
  const custom: Record<string, ResumeData['sections']['custom'][string]> = {};
  let customChanged = false;
  for (const [id, section] of Object.entries(sections.custom)) {
    const ref = customLayoutId(id);
    const named = mapFields(section, ['name', 'description'], ['sections', ref], map);
    custom[id] = mapItems(named, ref, translatableCustomItemFields, map);
    customChanged ||= custom[id] !== section;
  }
  nextSections.custom = customChanged ? custom : sections.custom;
  sectionsChanged ||= customChanged;

  if (nextBasics === basics && !sectionsChanged) return data;
  return {
    ...data,
    basics: nextBasics,
    sections: sectionsChanged ? ({ ...sections, ...nextSections } as ResumeData['sections']) : sections,
  };
}

const getIn = (object: unknown, path: TextPath): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' && Object.hasOwn(node, key)
        ? (node as Record<string, unknown>)[key]
        : undefined,
    object,
  );

const setIn = (object: Record<string, unknown>, path: TextPath, value: unknown): Record<string, unknown> => {
  const [key, ...rest] = path;
  if (key === undefined) return object;
  const child = object[key];
  const next =
    rest.length === 0
      ? value
      : setIn(child && typeof child === 'object' ? (child as never) : {}, rest, value);
  return { ...object, [key]: next };
};

/** A translation's text at `path` when it is of the same kind as the source's (text or list of words). */
export function translatedText(translation: Translation | undefined, path: TextPath, source: TextValue) {
  const found = getIn(translation, path);
  if (Array.isArray(source))
    return Array.isArray(found) && found.every((e) => typeof e === 'string') ? found : undefined;
  return typeof found === 'string' ? found : undefined;
}

/** The language of a one-version document whose versions are not declared: `undefined`. */
export const firstLanguage = (data: ResumeData): string | undefined => data.metadata.languages[0];

/**
 * Which version a request means: the first when none is named, the named one when the resume has it, `null` when
 * it does not (the caller answers `ResumeLanguageNotFound`). A resume without declared versions has only its own.
 */
export function resolveResumeLanguage(data: ResumeData, requested?: string): string | undefined | null {
  if (requested === undefined || requested === '') return firstLanguage(data);
  return (data.metadata.languages as string[]).includes(requested) ? requested : null;
}

const translationOf = (data: ResumeData, language: string | undefined): Translation | undefined =>
  language === undefined ||
  language === firstLanguage(data) ||
  !data.metadata.languages.includes(language as never)
    ? undefined
    : data.metadata.translations[language];

/**
 * The document with the version's text in place of the first language's, everything else (and the translations)
 * kept: what the builder shows and edits while that version is chosen.
 */
export function withLanguageText(data: ResumeData, language: string | undefined): ResumeData {
  const translation = translationOf(data, language);
  if (!translation) return data;
  return mapResumeTexts(data, (path, value) => translatedText(translation, path, value) ?? value);
}

/**
 * What a template renders, prints or exports for one version: its text, and a metadata that names only that
 * language, so the document's `lang` follows it and the other versions' text does not travel (or change a print's
 * hash). Without a language, the first; a one-version document comes back as it is.
 */
export function resumeInLanguage(data: ResumeData, language?: string): ResumeData {
  const chosen = language ?? firstLanguage(data);
  if (chosen === undefined || !data.metadata.languages.includes(chosen as never)) return data;
  const shown = withLanguageText(data, chosen);
  return {
    ...shown,
    metadata: { ...shown.metadata, languages: [chosen as never], translations: {} },
  };
}

export type UntranslatedField = { path: TextPath; source: TextValue };

const isEmpty = (value: TextValue) => (Array.isArray(value) ? value.length === 0 : value.trim() === '');

/**
 * The texts of a version not yet translated: a field missing from its overlay, or equal to the first language's.
 * Empty fields have nothing to translate. The first language (and a one-version resume) has none.
 */
export function untranslatedFields(data: ResumeData, language: string): UntranslatedField[] {
  if (language === firstLanguage(data) || !data.metadata.languages.includes(language as never)) return [];
  const translation = data.metadata.translations[language];
  const found: UntranslatedField[] = [];
  mapResumeTexts(data, (path, value) => {
    if (isEmpty(value)) return value;
    const text = translatedText(translation, path, value);
    if (text === undefined || sameText(text, value)) found.push({ path, source: value });
    return value;
  });
  return found;
}

/**
 * Folds an edit made on `withLanguageText(data, language)` back into the document: a text the edit changed goes
 * into the version's overlay and the first language's text stays; everything that is not text (items added,
 * removed or moved, dates, design) is taken as edited. Texts of items that the first language does not have yet
 * (added while this version was chosen) are the document's own.
 */
export function foldLanguageEdit(
  data: ResumeData,
  edited: ResumeData,
  language: string | undefined,
): ResumeData {
  const translation = translationOf(data, language);
  if (
    language === undefined ||
    language === firstLanguage(data) ||
    !data.metadata.languages.includes(language as never)
  )
    return edited;
  const source = new Map<string, TextValue>();
  const shown = new Map<string, TextValue>();
  const key = (path: TextPath) => path.join('\u0000');
  mapResumeTexts(data, (path, value) => {
    source.set(key(path), value);
    shown.set(key(path), translatedText(translation, path, value) ?? value);
    return value;
  });
  let overlay = (translation ?? {}) as Record<string, unknown>;
  let changed = false;
  const restored = mapResumeTexts(edited, (path, value) => {
    const original = source.get(key(path));
    if (original === undefined) return value;
    if (!sameText(value, shown.get(key(path))!)) {
      overlay = setIn(overlay, path, value);
      changed = true;
    }
    return original;
  });
  if (!changed) return restored;
  const translations = edited.metadata.translations;
  return {
    ...restored,
    metadata: { ...restored.metadata, translations: { ...translations, [language]: overlay as Translation } },
  };
}

/**
 * Adds a version. A resume without declared versions first names its own language (`current`). The new version
 * starts as a copy of the text shown (`from`): the first language's words need no copy, another version's are
 * copied so the new one starts where the user was.
 */
export function addResumeLanguage(
  data: ResumeData,
  language: string,
  options: { current?: string; from?: string } = {},
): ResumeData {
  const languages = [...data.metadata.languages] as string[];
  if (languages.length === 0 && options.current) languages.push(options.current);
  if (languages.includes(language)) return data;
  languages.push(language);
  const from = translationOf(data, options.from);
  return {
    ...data,
    metadata: {
      ...data.metadata,
      languages: languages as ResumeData['metadata']['languages'],
      translations: { ...data.metadata.translations, [language]: structuredClone(from ?? {}) },
    },
  };
}

/** Removes a version other than the first, with its text. */
export function removeResumeLanguage(data: ResumeData, language: string): ResumeData {
  const { languages, translations } = data.metadata;
  if (language === firstLanguage(data) || !languages.includes(language as never)) return data;
  const rest = { ...translations };
  delete rest[language];
  return {
    ...data,
    metadata: {
      ...data.metadata,
      languages: languages.filter((tag) => tag !== language),
      translations: rest,
    },
  };
}

/** Each text of a translation through `map` (the server sanitises the rich ones with it). */
export function mapTranslationTexts(translation: Translation, map: TextMapper): Translation {
  const walk = (node: unknown, path: string[]): unknown => {
    if (typeof node === 'string' || Array.isArray(node)) return map(path, node as TextValue);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child, [...path, key])]));
  };
  return walk(translation, []) as Translation;
}
