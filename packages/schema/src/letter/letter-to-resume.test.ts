import { describe, expect, it } from 'vitest';
import { metadataSchema } from '../resume/metadata.ts';
import { resumeDataSchema } from '../resume/resume-data.ts';
import { letterDataSchema } from './letter-data.ts';
import { letterBodyHtml, letterToResumeData } from './letter-to-resume.ts';

const letter = letterDataSchema.parse({
  sender: { name: 'Halima Oyelaran', headline: 'Archivist' },
  recipient: { name: 'Rafe Lindqvist', company: 'Smith & <Sons>', address: 'Quay 3\r\n\n  Leith  ' },
  subject: 'Archive role',
  body: '<p>Body text.</p>',
  signature: 'Halima Oyelaran',
});

describe('letterBodyHtml', () => {
  it('escapes the plain fields, keeps typed lines, leaves out what is blank and sets the close apart', () => {
    expect(letterBodyHtml(letter)).toBe(
      '<p>Rafe Lindqvist<br>Smith &#38; &#60;Sons&#62;<br>Quay 3<br>Leith</p>' +
        '<p><strong>Archive role</strong></p><p>Body text.</p>' +
        '<p><br>Sincerely,<br><br>Halima Oyelaran</p>',
    );
  });

  it('sets a close of only a closing or only a name apart, and writes none when both are blank', () => {
    expect(letterBodyHtml({ ...letter, closing: '' })).toMatch(/<p><br>Halima Oyelaran<\/p>$/);
    expect(letterBodyHtml({ ...letter, signature: ' ' })).toMatch(/<p><br>Sincerely,<\/p>$/);
    expect(letterBodyHtml({ ...letter, closing: '', signature: '' })).toMatch(/<p>Body text\.<\/p>$/);
  });
});

describe('letterToResumeData', () => {
  it('draws the sender as the header and the letter as a headless summary alone on one page, in the design', () => {
    const design = metadataSchema.parse({
      template: 'gengar',
      notes: 'private',
      layout: [[['experience'], ['skills']]],
      theme: { primary: '#0d9488' },
    });
    const data = letterToResumeData(letter, design);
    expect(resumeDataSchema.safeParse(data).success).toBe(true);
    expect(data.basics).toMatchObject({ name: 'Halima Oyelaran', headline: 'Archivist' });
    expect(data.sections.summary).toMatchObject({ name: '', visible: true, content: letterBodyHtml(letter) });
    expect(data.metadata).toMatchObject({ template: 'gengar', notes: '', layout: [[['summary'], []]] });
    expect(data.metadata.theme.primary).toBe('#0d9488');
    expect(data.sections.experience.items).toEqual([]);
    // The design passed in is not changed.
    expect(design.notes).toBe('private');
  });
});
