import type { ExportFormatId, ResumeData } from '@rb/schema';
import { exportDocx } from './docx/export.ts';
import { convertToJsonResume } from './json-resume/export.ts';
import { exportMarkdown } from './markdown/export.ts';
import type { FormatMessage } from './messages.ts';
import { exportNativeJson } from './native/export.ts';
import { exportText } from './text/export.ts';

export type ResumeFileOptions = {
  /** The app's origin, for pictures stored on the app (JSON Resume needs absolute URLs). */
  origin?: string;
};

export type ResumeFile = {
  /** The file's bytes (Word) or text (everything else). */
  body: Uint8Array | string;
  /** What the resume holds that the format has no place for (JSON Resume only; the document formats keep all). */
  warnings: FormatMessage[];
};

export type ResumeFileFormat = {
  format: ExportFormatId;
  /** Added to the resume's slug to name the file. */
  extension: string;
  /** The Content-Type of the file, with its character set when it is text. */
  mimeType: string;
  make(data: ResumeData, options?: ResumeFileOptions): Promise<ResumeFile>;
};

const utf8 = '; charset=utf-8';

/**
 * Every file a resume exports to, by the format id of GET /api/resume/{id}/export/{format}. The document formats
 * (Word, Markdown, text) show what the resume shows: hidden sections and items are left out, in the layout's
 * order. The two JSON formats are the existing exports: JSON Resume (hidden items left out) and the product's own
 * document, whole, which imports back unchanged.
 */
export const resumeFileFormats: Readonly<Record<ExportFormatId, ResumeFileFormat>> = Object.freeze({
  docx: {
    format: 'docx',
    extension: '.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    make: async (data) => ({ body: await exportDocx(data), warnings: [] }),
  },
  markdown: {
    format: 'markdown',
    extension: '.md',
    mimeType: `text/markdown${utf8}`,
    make: async (data) => ({ body: exportMarkdown(data), warnings: [] }),
  },
  text: {
    format: 'text',
    extension: '.txt',
    mimeType: `text/plain${utf8}`,
    make: async (data) => ({ body: exportText(data), warnings: [] }),
  },
  'json-resume': {
    format: 'json-resume',
    extension: '.resume.json',
    mimeType: `application/json${utf8}`,
    make: async (data, options = {}) => {
      const { resume, warnings } = convertToJsonResume(data, { origin: options.origin });
      return { body: `${JSON.stringify(resume, null, 2)}\n`, warnings };
    },
  },
  json: {
    format: 'json',
    extension: '.json',
    mimeType: `application/json${utf8}`,
    make: async (data) => ({ body: exportNativeJson(data), warnings: [] }),
  },
});

/** The file name of a resume's export: its slug (or "resume") with the format's extension, safe in any header. */
export const resumeFileName = (slug: string, format: ExportFormatId): string =>
  `${slug.replace(/[^\w.-]/g, '_') || 'resume'}${resumeFileFormats[format].extension}`;
