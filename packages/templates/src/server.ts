// The entry point of `@rb/templates/server`: what the server takes from the templates, without React or the
// templates themselves: the font catalogue and the @font-face CSS it serves, the language a document is written
// in (the PDF's Lang), the rich-text sanitiser it applies on save, what a reader must find in a printed PDF
// (the parse-back check) and how fitted settings apply to a document.
export * from './fonts/index.ts';
export { documentLanguage } from './resume/language.ts';
export { sanitizeHtml } from './style/rich-text.ts';
export { printedFields, type PrintedField } from './check/printed-fields.ts';
export { withSettings, type FitResult } from './page/fit.ts';
