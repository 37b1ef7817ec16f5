import type { Metadata, PageOptions, PageSettings, TemplateId, Theme } from '@rb/schema';
import { editResume } from './resume-store';

/** Template, theme, page, custom CSS and notes: one field each, so typing into them coalesces. */
export const metadataActions = {
  setTemplate: (template: TemplateId) =>
    editResume((d) => {
      d.metadata.template = template;
    }),
  setThemeColour: (key: keyof Theme, hex: string) =>
    editResume((d) => {
      d.metadata.theme[key] = hex;
    }, `theme.${key}`),
  setPage: <K extends Exclude<keyof PageSettings, 'options'>>(key: K, value: PageSettings[K]) =>
    editResume((d) => {
      d.metadata.page[key] = value;
    }, `page.${key}`),
  setPageOption: (key: keyof PageOptions, value: boolean) =>
    editResume((d) => {
      d.metadata.page.options[key] = value;
    }),
  setCss: <K extends keyof Metadata['css']>(key: K, value: Metadata['css'][K]) =>
    editResume((d) => {
      d.metadata.css[key] = value;
    }, `css.${key}`),
  /** The settings fit to pages found, as one step to undo. */
  applyFit: (settings: { fontSize: number; lineHeight: number; margin: number; spacing: number }) =>
    editResume((d) => {
      d.metadata.typography.font.size = settings.fontSize;
      d.metadata.typography.lineHeight = settings.lineHeight;
      d.metadata.page.margin = settings.margin;
      d.metadata.page.spacing = settings.spacing;
    }),
  setNotes: (notes: string) =>
    editResume((d) => {
      d.metadata.notes = notes;
    }, 'notes'),
};
