import { createDefaultResumeData } from '@rb/schema';
import { describe, expect, it } from 'vitest';
import { exporters, exportTypeIds } from './exporters.ts';
import { importers, isImportTypeId, isServerImport } from './registry.ts';
import { importTypeIds } from './types.ts';

describe('registries', () => {
  it('has one importer per type id, with the extension the dialog accepts', () => {
    // A PDF is converted on the server only (`@rb/formats/pdf` behind the server's pdf.js reader).
    expect(Object.keys(importers)).toEqual(importTypeIds.filter((id) => !isServerImport(id)));
    for (const id of importTypeIds) if (!isServerImport(id)) expect(importers[id].type).toBe(id);
    expect(Object.values(importers).map((importer) => importer.extension)).toEqual([
      '.json',
      '.json',
      '.json',
      '.zip',
      '.docx',
    ]);
    expect(isImportTypeId('json-resume-json')).toBe(true);
    expect(isImportTypeId('pdf')).toBe(true);
    expect(isImportTypeId('reactive-resume-json')).toBe(false);
    expect(isImportTypeId('toString')).toBe(false);
  });

  it('reads back every export with the importer of the same id', async () => {
    const data = createDefaultResumeData();
    data.basics.name = 'Zanele Dube';
    for (const id of exportTypeIds) {
      const { text, warnings } = exporters[id].export(data);
      expect(warnings).toEqual([]);
      const result = await importers[id].parse(text);
      expect(result.ok && result.data.basics.name).toBe('Zanele Dube');
    }
  });
});
