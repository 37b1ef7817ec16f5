import type { ResumeData } from '@rb/schema';
import { exportJsonResume } from './json-resume/export.ts';
import { exportNativeJson } from './native/export.ts';

export const exportTypeIds = ['native-json', 'json-resume-json'] as const;
export type ExportTypeId = (typeof exportTypeIds)[number];

export type Exporter = {
  type: ExportTypeId;
  extension: '.json';
  mimeType: 'application/json';
  export(data: ResumeData): string;
};

/** Every export type by its id; the ids match the import types that read the files back. */
export const exporters: Readonly<Record<ExportTypeId, Exporter>> = Object.freeze({
  'native-json': {
    type: 'native-json',
    extension: '.json',
    mimeType: 'application/json',
    export: exportNativeJson,
  },
  'json-resume-json': {
    type: 'json-resume-json',
    extension: '.json',
    mimeType: 'application/json',
    export: (data) => exportJsonResume(data),
  },
});
