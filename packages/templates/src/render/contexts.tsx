import { createContext, useContext } from 'react';
import type { ResumeData, TemplateId } from '@rb/schema';
import type { Placement } from '../page/paginate.ts';

/** How a template draws skill and language levels; the shapes themselves come from the template's CSS. */
export type LevelKind = 'marks' | 'bar' | 'none';

export type TemplateSettings = {
  template: TemplateId;
  resume: ResumeData;
  level: LevelKind;
  /** Slug → SVG path of profile icons beyond the built-in set (filled in by the artboard when needed). */
  profileIcons: Record<string, string>;
};

const TemplateContext = createContext<TemplateSettings | null>(null);
export const TemplateProvider = TemplateContext.Provider;

export function useTemplate(): TemplateSettings {
  const value = useContext(TemplateContext);
  if (!value) throw new Error('Template blocks must be rendered inside a <Sheet>.');
  return value;
}

/**
 * What the sheet being rendered shows. In the measuring pass every unit renders and carries data attributes; on a
 * real sheet only the units the pagination placed on it render.
 */
export type SheetMode =
  | { kind: 'measure' }
  | { kind: 'sheet'; columns: Map<string, Placement>[] }
  /** Everything, no measuring attributes: tests and static thumbnails of the first layout page. */
  | { kind: 'static' };

const SheetContext = createContext<SheetMode>({ kind: 'static' });
export const SheetModeProvider = SheetContext.Provider;
export const useSheetMode = () => useContext(SheetContext);

const ColumnContext = createContext<number>(0);
export const ColumnIndexProvider = ColumnContext.Provider;
export const useColumnIndex = () => useContext(ColumnContext);

/** The placement of a unit on the current sheet: `undefined` = not on this sheet; `true` = fully shown. */
export function usePlacement(key: string): Placement | true | undefined {
  const mode = useSheetMode();
  const column = useColumnIndex();
  if (mode.kind !== 'sheet') return true;
  return mode.columns[column]?.get(key);
}

/** Whether any unit whose key starts with `prefix` is on the current sheet (a section with nothing here hides). */
export function useHasUnits(prefix: string): boolean {
  const mode = useSheetMode();
  const column = useColumnIndex();
  if (mode.kind !== 'sheet') return true;
  const placements = mode.columns[column];
  if (!placements) return false;
  for (const key of placements.keys()) if (key.startsWith(prefix)) return true;
  return false;
}
