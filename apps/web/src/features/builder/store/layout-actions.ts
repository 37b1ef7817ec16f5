import type { Draft } from 'immer';
import { createDefaultLayout, isCustomLayoutId, type Layout, type ResumeData } from '@rb/schema';
import { editResume } from './resume-store';

/** Where a section sits: page, column and row in `metadata.layout`. */
export type LayoutPosition = { page: number; column: number; index: number };

export const findSection = (layout: Layout, sectionId: string): LayoutPosition | null => {
  for (const [page, columns] of layout.entries())
    for (const [column, ids] of columns.entries()) {
      const index = ids.indexOf(sectionId);
      if (index !== -1) return { page, column, index };
    }
  return null;
};

export const removeSection = (layout: Draft<Layout>, sectionId: string): void => {
  const position = findSection(layout, sectionId);
  if (position) layout[position.page]![position.column]!.splice(position.index, 1);
};

/** Moves a section to `to` (the index counts in the target column as it is before the move). */
export const moveSection = (layout: Draft<Layout>, sectionId: string, to: LayoutPosition): void => {
  const from = findSection(layout, sectionId);
  const target = layout[to.page]?.[to.column];
  if (!target) return;
  let index = Math.max(0, Math.min(to.index, target.length));
  if (from) {
    layout[from.page]![from.column]!.splice(from.index, 1);
    if (from.page === to.page && from.column === to.column && from.index < index) index -= 1;
  }
  target.splice(Math.min(index, target.length), 0, sectionId);
};

/** A new page has as many columns as the first page, all empty. */
export const addPage = (layout: Draft<Layout>): void => {
  const columns = Math.max(1, layout[0]?.length ?? 2);
  layout.push(Array.from({ length: columns }, () => []));
};

/** Deletes a page; its sections move to the end of page 1's columns. Page 1 cannot be deleted. */
export const deletePage = (layout: Draft<Layout>, page: number): void => {
  if (page <= 0 || page >= layout.length) return;
  const [removed] = layout.splice(page, 1);
  const first = layout[0]!;
  removed!.forEach((ids, column) => {
    const target = first[Math.min(column, first.length - 1)]!;
    target.push(...ids);
  });
};

/** Back to the default layout; custom sections stay, at the end of page 1 column 1. */
export const resetLayout = (data: Draft<ResumeData>): void => {
  const layout = createDefaultLayout();
  const custom = data.metadata.layout.flat(2).filter(isCustomLayoutId);
  layout[0]![0]!.push(...custom);
  data.metadata.layout = layout;
};

/** Store-bound versions for the interface. */
export const layoutActions = {
  addPage: () => editResume((draft) => addPage(draft.metadata.layout)),
  deletePage: (page: number) => editResume((draft) => deletePage(draft.metadata.layout, page)),
  reset: () => editResume(resetLayout),
  move: (sectionId: string, to: LayoutPosition) =>
    editResume((draft) => moveSection(draft.metadata.layout, sectionId, to)),
};
