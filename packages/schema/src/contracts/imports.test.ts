import { describe, expect, it } from 'vitest';
import { createDefaultResumeData } from '../resume/defaults.ts';
import { contracts } from './endpoints.ts';
import {
  importFileParams,
  importFileResponse,
  importResumeBodyLimit,
  maxImportedDocumentBytes,
} from './imports.ts';
import { importResumeBody } from './resume.ts';

describe('import contracts', () => {
  it('take the v3 public flag on save, and nothing else for visibility', () => {
    const data = createDefaultResumeData();
    expect(importResumeBody.parse({ data, visibility: 'public' }).visibility).toBe('public');
    expect(importResumeBody.parse({ data }).visibility).toBeUndefined();
    expect(importResumeBody.safeParse({ data, visibility: 'shared' }).success).toBe(false);
  });

  it('describe POST /resume/import/{type}: a known type, the converted document and coded warnings', () => {
    expect(contracts.importFile).toMatchObject({
      method: 'POST',
      path: '/resume/import/:type',
      body: 'multipart',
    });
    expect(importFileParams.safeParse({ type: 'linkedin-data-export-zip' }).success).toBe(true);
    expect(importFileParams.safeParse({ type: 'word-docx' }).success).toBe(false);
    const answer = {
      ok: true,
      data: createDefaultResumeData(),
      warnings: [{ code: 'leftOut', path: 'basics.birthdate', params: {}, message: 'left out' }],
      visibility: 'public',
    };
    expect(importFileResponse.parse(answer)).toEqual(answer);
    expect(importFileResponse.safeParse({ ...answer, warnings: ['a string'] }).success).toBe(false);
  });

  it('leave room around the largest document in the save body', () => {
    expect(importResumeBodyLimit).toBeGreaterThan(maxImportedDocumentBytes);
  });
});
