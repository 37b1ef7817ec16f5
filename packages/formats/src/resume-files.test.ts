import { exportFormatIds } from '@rb/schema';
import { describe, expect, it } from 'vitest';
import { sampleCase } from '../test/export-cases.ts';
import { importers } from './registry.ts';
import { resumeFileFormats, resumeFileName } from './resume-files.ts';

describe('resume files', () => {
  it('has a file format for every export format of the route', () => {
    expect(Object.keys(resumeFileFormats).sort()).toEqual([...exportFormatIds].sort());
  });

  it('makes every format from the sample', async () => {
    for (const format of exportFormatIds) {
      const { body } = await resumeFileFormats[format].make(sampleCase(), { origin: 'https://app.example' });
      expect(body.length, format).toBeGreaterThan(500);
    }
  });

  it('writes JSON files that import back', async () => {
    const data = sampleCase();
    const native = await resumeFileFormats.json.make(data);
    const back = await importers['native-json'].parse(native.body);
    expect(back.ok && back.data).toEqual(data);
    const jsonResume = await resumeFileFormats['json-resume'].make(data, { origin: 'https://app.example' });
    const read = await importers['json-resume-json'].parse(jsonResume.body);
    expect(read.ok && read.data.basics.name).toBe('Ilse Varga-Moreno');
    // The sample's picture lives on the app; the format gets its absolute address.
    expect(JSON.parse(String(jsonResume.body)).basics.image).toBe('https://app.example/sample/picture.svg');
  });

  it('names files after the slug with the format extension', () => {
    expect(resumeFileName('my-cv', 'docx')).toBe('my-cv.docx');
    expect(resumeFileName('my-cv', 'markdown')).toBe('my-cv.md');
    expect(resumeFileName('my-cv', 'text')).toBe('my-cv.txt');
    expect(resumeFileName('my-cv', 'json-resume')).toBe('my-cv.resume.json');
    expect(resumeFileName('', 'json')).toBe('resume.json');
    expect(resumeFileName('a"b\r\nc', 'json')).toBe('a_b__c.json');
  });
});
