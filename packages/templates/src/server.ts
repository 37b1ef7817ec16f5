// The entry point of `@rb/templates/server`: what the server takes from the templates, without React or the
// templates themselves: the font catalogue and the @font-face CSS it serves, the language a document is written
// in (the PDF's Lang), the rich-text sanitiser it applies on save, and the document model (`model.ts`).
export * from './fonts/index.ts';
export { documentLanguage } from './resume/language.ts';
export { sanitizeHtml } from './style/rich-text.ts';
export * from './model.ts';
