import { describe, expect, it } from 'vitest';
import { basicsSchema, pictureSchema } from './basics.ts';
import { createDefaultResumeData } from './defaults.ts';
import { templateIds } from '../constants/templates.ts';
import { metadataSchema } from './metadata.ts';
import { resumeDataSchema } from './resume-data.ts';
import { customSectionSchema, sectionsSchema } from './sections.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('resume document', () => {
  it.each([
    [0, false],
    [1, true],
    [5, true],
    [6, false],
    [1.5, false],
  ])('section columns %d valid: %s', (columns, valid) => {
    expect(sectionsSchema.safeParse({ skills: { columns } }).success).toBe(valid);
    expect(customSectionSchema.safeParse({ id: 'c1', columns }).success).toBe(valid);
  });

  it('fills a custom section and keeps its description', () => {
    const sections = sectionsSchema.parse({
      custom: { abc: { id: 'abc', name: 'Talks', description: 'Given' } },
    });
    expect(sections.custom.abc).toEqual({
      id: 'abc',
      name: 'Talks',
      description: 'Given',
      columns: 1,
      separateLinks: true,
      visible: true,
      startOnNewPage: false,
      keepTogether: false,
      items: [],
    });
  });

  it('accepts the fifteen templates and refuses others', () => {
    for (const template of templateIds) expect(metadataSchema.parse({ template }).template).toBe(template);
    expect(metadataSchema.safeParse({ template: 'unknown' }).success).toBe(false);
  });

  it.each([
    ['page.margin', { page: { margin: 49 } }],
    ['page.margin', { page: { margin: -2 } }],
    ['page.format', { page: { format: 'a3' } }],
    ['typography.font.size', { typography: { font: { size: 11 } } }],
    ['typography.font.size', { typography: { font: { size: 18.5 } } }],
    ['typography.lineHeight', { typography: { lineHeight: 3.1 } }],
    ['theme.primary', { theme: { primary: 'red' } }],
  ])('refuses %s out of range: %j', (path, input) => {
    const result = metadataSchema.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([path]);
  });

  it('accepts the edges of each range', () => {
    const metadata = metadataSchema.parse({
      page: { margin: 48 },
      typography: { font: { size: 12 }, lineHeight: 0 },
      theme: { primary: '#0D9488', text: '#000' },
    });
    expect(metadata.page.margin).toBe(48);
    expect(metadata.theme.primary).toBe('#0D9488');
  });

  it('checks the basics email and picture', () => {
    expect(basicsSchema.parse({ email: '' }).email).toBe('');
    expect(firstMessage(basicsSchema.safeParse({ email: 'nope' }))).toBe('enter a valid email');
    expect(pictureSchema.parse({ url: '/sample/picture.svg' }).url).toBe('/sample/picture.svg');
    expect(pictureSchema.parse({ url: 'https://cdn.example.com/me.jpg' }).size).toBe(64);
    for (const url of ['//evil.example.com/x.png', '/\\evil.example.com/x.png', '/\t/evil.example.com/x.png'])
      expect(pictureSchema.safeParse({ url }).success, url).toBe(false);
    expect(pictureSchema.safeParse({ aspectRatio: 0.05 }).success).toBe(false);
    expect(pictureSchema.safeParse({ aspectRatio: 2.1 }).success).toBe(false);
    expect(pictureSchema.safeParse({ borderRadius: 10000 }).success).toBe(false);
    expect(pictureSchema.parse({ size: -3.5 }).size).toBe(-3.5);
  });

  it('round-trips through JSON unchanged', () => {
    const data = createDefaultResumeData();
    expect(resumeDataSchema.parse(JSON.parse(JSON.stringify(data)))).toEqual(data);
  });
});
