// The language a printed resume declares (<html lang> → the PDF's Lang, which screen readers and text extraction
// use). The artboard's sheets detect it with the same function, so the PDF's Lang and the sheets' CJK glyphs agree.
export { documentLanguage } from '@rb/templates/resume/language.ts';
