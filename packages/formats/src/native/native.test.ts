import { createDefaultResumeData, createId, sampleResumeData } from '@rb/schema';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { importLimits } from '../limits.ts';
import { formatMessage } from '../messages.ts';
import { exportNativeJson } from './export.ts';
import { nativeImporter } from './import.ts';

describe('native JSON', () => {
  it('passes a valid resume through unchanged, and the export reads back the same', async () => {
    const data = structuredClone(sampleResumeData);
    const result = await nativeImporter.parse(exportNativeJson(data));
    expect(result).toEqual({ ok: true, data, warnings: [] });
  });

  it('golden: a file with every section comes back exactly as it is', async () => {
    const bytes = readFileSync(new URL('./fixtures/every-section.native.json', import.meta.url));
    const result = await nativeImporter.parse(bytes);
    expect(result).toEqual({ ok: true, data: JSON.parse(bytes.toString('utf8')), warnings: [] });
  });

  it('keeps ids, hidden items and custom sections as they are', async () => {
    const data = createDefaultResumeData();
    const id = createId();
    data.sections.custom[id] = {
      id,
      name: 'Talks',
      description: '',
      columns: 2,
      separateLinks: true,
      visible: false,
      startOnNewPage: false,
      keepTogether: false,
      items: [],
    };
    data.sections.skills.items.push({
      id: 'legacy-id-1',
      visible: false,
      name: 'Go',
      description: '',
      level: 3,
      keywords: ['x'],
    });
    data.metadata.layout[0]?.[0]?.push(`custom.${id}`);
    const result = await nativeImporter.parse(new TextEncoder().encode(JSON.stringify(data)));
    expect(result.ok && result.data).toEqual(data);
  });

  it('lists the fields that break the schema', async () => {
    const data = createDefaultResumeData() as unknown as {
      basics: { email: string };
      sections: { skills: { items: unknown[] } };
    };
    data.basics.email = 'not-an-email';
    data.sections.skills.items.push({ id: createId(), visible: true, name: 'Go', level: 9, keywords: [] });
    const result = await nativeImporter.parse(JSON.stringify(data));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual([
        { code: 'invalidEmail', path: 'basics.email', params: {}, message: 'enter a valid email' },
        {
          code: 'tooBig',
          path: 'sections.skills.items.0.level',
          params: { maximum: 5 },
          message: expect.any(String),
        },
      ]);
    }
  });

  it('refuses a file of another format instead of importing an empty resume', async () => {
    const result = await nativeImporter.parse(JSON.stringify({ basics: { name: 'A' }, work: [] }));
    expect(result).toEqual({
      ok: false,
      errors: [
        formatMessage('partMissing', 'sections', { part: 'sections' }),
        formatMessage('partMissing', 'metadata', { part: 'metadata' }),
      ],
    });
  });

  it('gives the fixed messages for invalid JSON and unreadable bytes', async () => {
    expect(await nativeImporter.parse('not json')).toEqual({
      ok: false,
      errors: [{ code: 'invalidJson', path: '', params: {}, message: 'Failed to parse JSON' }],
    });
    expect(await nativeImporter.parse(new Uint8Array([0xc3]))).toEqual({
      ok: false,
      errors: [{ code: 'unreadable', path: '', params: {}, message: 'Failed to read the file' }],
    });
  });

  it('refuses a file over the size limit, as text or bytes', async () => {
    const big = `{"pad":"${'x'.repeat(importLimits.maxFileBytes)}"}`;
    const refused = {
      ok: false,
      errors: [
        {
          code: 'fileTooLarge',
          path: '',
          params: { bytes: importLimits.maxFileBytes },
          message: 'The file is too large: the limit is 5 MB.',
        },
      ],
    };
    expect(await nativeImporter.parse(big)).toEqual(refused);
    expect(await nativeImporter.parse(new TextEncoder().encode(big))).toEqual(refused);
  });

  it('reads UTF-16 text with its byte-order mark', async () => {
    const data = createDefaultResumeData();
    data.basics.name = '김지우';
    const text = JSON.stringify(data);
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i += 1)
      new DataView(bytes.buffer).setUint16(2 + i * 2, text.charCodeAt(i), true);
    const result = await nativeImporter.parse(bytes);
    expect(result.ok && result.data.basics.name).toBe('김지우');
  });
});
