import type { ResumeData } from '@rb/schema';
import { convertToJsonResume } from './json-resume/export.ts';
import type { FormatMessage } from './messages.ts';
import { exportNativeJson } from './native/export.ts';

export const exportTypeIds = ['native-json', 'json-resume-json'] as const;
export type ExportTypeId = (typeof exportTypeIds)[number];

export type Exporter = {
  type: ExportTypeId;
  extension: '.json';
  mimeType: 'application/json';
  /** The file's text, and what the resume holds that the format has no field for (left out; show them). */
  export(data: ResumeData): { text: string; warnings: FormatMessage[] };
};

/** Every export type by its id; the ids match the import types that read the files back. */
export const exporters: Readonly<Record<ExportTypeId, Exporter>> = Object.freeze({
  'native-json': {
    type: 'native-json',
    extension: '.json',
    mimeType: 'application/json',
    export: (data) => ({ text: exportNativeJson(data), warnings: [] }),
  },
  'json-resume-json': {
    type: 'json-resume-json',
    extension: '.json',
    mimeType: 'application/json',
    export: (data) => {
      const { resume, warnings } = convertToJsonResume(data);
      return { text: `${JSON.stringify(resume, null, 2)}\n`, warnings };
    },
  },
});
