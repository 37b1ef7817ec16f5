import type { ComponentType } from 'react';
import type { ResumeData, TemplateId } from '@rb/schema';
import type { LevelKind } from './render/contexts.tsx';

/** What a template component receives for one sheet. */
export type TemplateProps = {
  resume: ResumeData;
  /** Section ids of the layout page this sheet belongs to: [main, sidebar]. */
  columns: [main: string[], sidebar: string[]];
  /** The resume's first sheet: the only one that shows the header. */
  isFirstSheet: boolean;
  /** Position of the sheet in the document (0-based). */
  sheetIndex: number;
  /** Index of the layout page (metadata.layout) the sheet belongs to. */
  layoutPage: number;
};

/**
 * A template is layout and styling only: a pure component that places the shared blocks (header pieces and one
 * `<Column>` per flowing column) inside the sheet, plus CSS scoped under `.rb-tpl-<id>`.
 */
export type Template = {
  id: TemplateId;
  /** Display name. */
  name: string;
  /** How levels are drawn (the shapes come from the template's CSS). */
  level: LevelKind;
  Component: ComponentType<TemplateProps>;
};
