// The entry point of `@rb/templates/model`: what the templates decide about a document without drawing it, with no
// React: which sections and items show and in which order, which way it reads, what a reader must find in the
// printed PDF (the parse-back check, and the render matrix's finer reading), how fitted settings apply. The
// document exports, the server and scripts read it.
export {
  completeLayout,
  resolveSection,
  type ItemKind,
  type ItemView,
  type ResolvedSection,
} from './resume/sections.ts';
export { resumeDirection } from './resume/direction.ts';
export { isBlankHtml } from './style/rich-text.ts';
export { readableHref } from './blocks/href.ts';
export { printedFields, type PrintedField } from './check/printed-fields.ts';
export { untitledSections } from './check/untitled.ts';
export { settingsAt, settingsOf, withSettings, type FitResult } from './page/fit.ts';
