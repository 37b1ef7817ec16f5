import type { Draft } from 'immer';
import { createId, type ResumeData } from '@rb/schema';
import { getItemSection } from './section-actions';
import { editResume } from './resume-store';

/** The fields every item has; the rest depend on the section. */
export type AnyItem = { id: string; visible: boolean } & Record<string, unknown>;

const itemsOf = (data: Draft<ResumeData>, ref: string): AnyItem[] | undefined =>
  getItemSection(data, ref)?.items as AnyItem[] | undefined;

/** Create appends the item (docs/product.md#sections-and-items). */
export const createItem = (data: Draft<ResumeData>, ref: string, item: AnyItem): void => {
  itemsOf(data, ref)?.push(item);
};

/** Update replaces the item with the same id. */
export const updateItem = (data: Draft<ResumeData>, ref: string, item: AnyItem): void => {
  const items = itemsOf(data, ref);
  const index = items?.findIndex((entry) => entry.id === item.id) ?? -1;
  if (items && index !== -1) items[index] = item;
};

/** Duplicate appends a copy with a new id; returns that id. */
export const duplicateItem = (
  data: Draft<ResumeData>,
  ref: string,
  item: AnyItem,
  id = createId(),
): string => {
  itemsOf(data, ref)?.push({ ...structuredClone(item), id });
  return id;
};

export const deleteItem = (data: Draft<ResumeData>, ref: string, id: string): void => {
  const items = itemsOf(data, ref);
  const index = items?.findIndex((entry) => entry.id === id) ?? -1;
  if (items && index !== -1) items.splice(index, 1);
};

export const toggleItemVisible = (data: Draft<ResumeData>, ref: string, id: string): void => {
  const item = itemsOf(data, ref)?.find((entry) => entry.id === id);
  if (item) item.visible = !item.visible;
};

/** Moves the item with id `activeId` to where `overId` is. */
export const reorderItems = (
  data: Draft<ResumeData>,
  ref: string,
  activeId: string,
  overId: string,
): void => {
  const items = itemsOf(data, ref);
  if (!items || activeId === overId) return;
  const from = items.findIndex((entry) => entry.id === activeId);
  const to = items.findIndex((entry) => entry.id === overId);
  if (from === -1 || to === -1) return;
  const [moved] = items.splice(from, 1);
  items.splice(to, 0, moved!);
};

export const itemActions = {
  create: (ref: string, item: AnyItem) => editResume((d) => createItem(d, ref, item)),
  update: (ref: string, item: AnyItem) => editResume((d) => updateItem(d, ref, item)),
  duplicate: (ref: string, item: AnyItem) => editResume((d) => void duplicateItem(d, ref, item)),
  remove: (ref: string, id: string) => editResume((d) => deleteItem(d, ref, id)),
  toggleVisible: (ref: string, id: string) => editResume((d) => toggleItemVisible(d, ref, id)),
  reorder: (ref: string, activeId: string, overId: string) =>
    editResume((d) => reorderItems(d, ref, activeId, overId)),
};
