// The entry point of `@rb/templates/model`: what the templates decide about a document without drawing it, with no
// React: which sections and items show and in which order, what a reader must find in the printed PDF (the
// parse-back check), how fitted settings apply. The document exports, the server and scripts read it.
export {
  completeLayout,
  resolveSection,
  type ItemKind,
  type ItemView,
  type ResolvedSection,
} from './resume/sections.ts';
export { isBlankHtml } from './style/rich-text.ts';
export { printedFields, type PrintedField } from './check/printed-fields.ts';
export { withSettings, type FitResult } from './page/fit.ts';
