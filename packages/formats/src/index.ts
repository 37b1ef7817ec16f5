export * from './types.ts';
export { importLimits } from './limits.ts';
export {
  englishMessages,
  formatMegabytes,
  formatMessage,
  importMessages,
  renderMessage,
  verbatimCodes,
  type FormatMessage,
  type MessageCode,
  type MessageParams,
} from './messages.ts';
export {
  importers,
  isImportTypeId,
  isServerImport,
  uploadLimitOf,
  uploadTooLarge,
  type BrowserImportTypeId,
  type ServerImportTypeId,
} from './registry.ts';
export { lowConfidence, type Confidence } from './shared/confidence.ts';
export { nativeImporter } from './native/import.ts';
export { exportNativeJson } from './native/export.ts';
export { nativeV3Importer } from './native-v3/import.ts';
export { jsonResumeImporter } from './json-resume/import.ts';
export {
  convertToJsonResume,
  exportJsonResume,
  toJsonResume,
  type JsonResumeExport,
  type JsonResumeExportOptions,
} from './json-resume/export.ts';
export type { JsonResume } from './json-resume/schema.ts';
export { linkedInImporter } from './linkedin/import.ts';
export { markdownToHtml } from './shared/markdown.ts';
export { exporters, exportTypeIds, type ExportTypeId, type Exporter } from './exporters.ts';
export {
  resumeFileFormats,
  resumeFileName,
  type ResumeFile,
  type ResumeFileFormat,
  type ResumeFileOptions,
} from './resume-files.ts';
export { exportDocx } from './docx/export.ts';
export { exportMarkdown, richTextToMarkdown } from './markdown/export.ts';
export { exportText, richTextToText } from './text/export.ts';
export { resumeOutline, type Outline } from './shared/outline.ts';
export { docxImporter } from './docx/import.ts';
export { exportLetterDocx } from './letter/docx.ts';
