import type { Draft } from 'immer';
import {
  columnsRange,
  createId,
  customIdFromLayoutId,
  customLayoutId,
  defaultSectionNames,
  isCustomLayoutId,
  sectionDefaults,
  sectionKeys,
  type CustomSection,
  type ItemSectionKey,
  type ResumeData,
  type SectionKey,
  type SectionWithItems,
} from '@rb/schema';
import { removeSection } from './layout-actions';
import { editResume } from './resume-store';

/** A section of the builder: a fixed key ('experience') or a custom section's id. */
export type SectionRef = SectionKey | `custom.${string}`;

export const isFixedSection = (ref: string): ref is SectionKey =>
  (sectionKeys as readonly string[]).includes(ref);

export const customRef = (id: string): SectionRef => customLayoutId(id) as SectionRef;

/** The layout id of a section (fixed keys as they are, custom ones as `custom.<id>`). */
export const layoutIdOf = (ref: SectionRef): string => ref;

type AnySection = ResumeData['sections']['summary'] | SectionWithItems;

export function getSection(data: ResumeData, ref: string): AnySection | undefined;
export function getSection(data: Draft<ResumeData>, ref: string): Draft<AnySection> | undefined;
export function getSection(data: ResumeData | Draft<ResumeData>, ref: string) {
  if (isFixedSection(ref)) return data.sections[ref];
  if (isCustomLayoutId(ref)) return data.sections.custom[customIdFromLayoutId(ref)];
  return undefined;
}

export const getItemSection = (data: Draft<ResumeData>, ref: string): Draft<SectionWithItems> | undefined => {
  const section = getSection(data, ref);
  return section && 'items' in section ? section : undefined;
};

export const setSectionVisible = (data: Draft<ResumeData>, ref: string, visible: boolean): void => {
  const section = getSection(data, ref);
  if (section) section.visible = visible;
};

export const renameSection = (data: Draft<ResumeData>, ref: string, name: string): void => {
  const section = getSection(data, ref);
  if (section) section.name = name;
};

/** Fixed sections go back to their default title; custom sections have none. */
export const defaultNameOf = (ref: string): string | undefined =>
  isFixedSection(ref) ? defaultSectionNames[ref] : undefined;

export const resetSectionName = (data: Draft<ResumeData>, ref: string): void => {
  const name = defaultNameOf(ref);
  if (name !== undefined) renameSection(data, ref, name);
};

export const setSectionColumns = (data: Draft<ResumeData>, ref: string, columns: number): void => {
  const section = getSection(data, ref);
  if (!section) return;
  section.columns = Math.min(columnsRange.max, Math.max(columnsRange.min, Math.round(columns)));
};

/** The section's page controls: begin on a new sheet, or move whole rather than split (docs/product.md#sections-and-items). */
export const setSectionFlow = (
  data: Draft<ResumeData>,
  ref: string,
  key: 'startOnNewPage' | 'keepTogether',
  value: boolean,
): void => {
  const section = getSection(data, ref);
  if (section) section[key] = value;
};

export const clearSectionItems = (data: Draft<ResumeData>, ref: string): void => {
  const section = getItemSection(data, ref);
  if (section) section.items = [];
};

/** Adds a custom section at the end of the layout's last column; returns its ref. */
export const addCustomSection = (data: Draft<ResumeData>, name: string, id = createId()): SectionRef => {
  const section: CustomSection = {
    id,
    name,
    description: '',
    ...sectionDefaults,
    items: [],
  };
  data.sections.custom[id] = section;
  const layout = data.metadata.layout;
  if (layout.length === 0) layout.push([[]]);
  const lastPage = layout[layout.length - 1]!;
  if (lastPage.length === 0) lastPage.push([]);
  lastPage[lastPage.length - 1]!.push(customLayoutId(id));
  return customRef(id);
};

/** Only custom sections can be deleted; they leave the layout too. */
export const deleteCustomSection = (data: Draft<ResumeData>, ref: string): void => {
  if (!isCustomLayoutId(ref)) return;
  const id = customIdFromLayoutId(ref);
  delete data.sections.custom[id];
  removeSection(data.metadata.layout, ref);
};

/** Custom sections carry a short description under their title. */
export const setCustomDescription = (data: Draft<ResumeData>, ref: string, description: string): void => {
  if (!isCustomLayoutId(ref)) return;
  const section = data.sections.custom[customIdFromLayoutId(ref)];
  if (section) section.description = description;
};

export const setSummaryContent = (data: Draft<ResumeData>, content: string): void => {
  data.sections.summary.content = content;
};

export const sectionActions = {
  setVisible: (ref: string, visible: boolean) => editResume((d) => setSectionVisible(d, ref, visible)),
  rename: (ref: string, name: string) => editResume((d) => renameSection(d, ref, name), `name:${ref}`),
  resetName: (ref: string) => editResume((d) => resetSectionName(d, ref)),
  setColumns: (ref: string, columns: number) => editResume((d) => setSectionColumns(d, ref, columns)),
  setFlow: (ref: string, key: 'startOnNewPage' | 'keepTogether', value: boolean) =>
    editResume((d) => setSectionFlow(d, ref, key, value)),
  clearItems: (ref: string) => editResume((d) => clearSectionItems(d, ref)),
  addCustom: (name: string) => {
    let ref: SectionRef | undefined;
    editResume((d) => {
      ref = addCustomSection(d, name);
    });
    return ref;
  },
  deleteCustom: (ref: string) => editResume((d) => deleteCustomSection(d, ref)),
  setDescription: (ref: string, description: string) =>
    editResume((d) => setCustomDescription(d, ref, description), `description:${ref}`),
  setSummary: (content: string) => editResume((d) => setSummaryContent(d, content), 'summary'),
};

export type { ItemSectionKey };
