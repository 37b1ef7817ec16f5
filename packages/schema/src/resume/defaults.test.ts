import { describe, expect, it } from 'vitest';
import {
  createDefaultLayout,
  createDefaultResumeData,
  defaultLayout,
  defaultResumeData,
  defaultSectionNames,
} from './defaults.ts';
import { resumeDataSchema } from './resume-data.ts';
import { sectionKeys } from './section-keys.ts';

describe('default resume', () => {
  it('parses and equals what the schema fills into an empty document', () => {
    expect(resumeDataSchema.parse(defaultResumeData)).toEqual(defaultResumeData);
    expect(resumeDataSchema.parse({})).toEqual(createDefaultResumeData());
  });

  it('carries the product defaults', () => {
    const { metadata, basics, sections } = defaultResumeData;
    expect(metadata.template).toBe('rhyhorn');
    expect(metadata.page).toEqual({
      margin: 18,
      spacing: 1,
      format: 'a4',
      options: { breakLine: true, pageNumbers: true },
    });
    expect(metadata.theme).toEqual({ background: '#ffffff', text: '#000000', primary: '#dc2626' });
    expect(metadata.typography).toEqual({
      font: { family: 'IBM Plex Serif', subset: 'latin', variants: ['regular'], size: 14 },
      lineHeight: 1.5,
      hideIcons: false,
      underlineLinks: true,
    });
    expect(metadata.css).toEqual({ value: '', visible: false });
    expect(basics.picture).toMatchObject({ size: 64, aspectRatio: 1, borderRadius: 0 });
    expect(sections.volunteer.name).toBe('Volunteering');
    for (const key of sectionKeys) {
      expect(sections[key]).toMatchObject({
        id: key,
        name: defaultSectionNames[key],
        columns: 1,
        visible: true,
      });
    }
  });

  it('has a one-page, two-column layout naming every fixed section but summary-first order of the product rules', () => {
    expect(defaultLayout).toEqual([
      [
        ['profiles', 'summary', 'experience', 'education', 'projects', 'volunteer', 'references'],
        ['skills', 'interests', 'certifications', 'awards', 'publications', 'languages'],
      ],
    ]);
    expect(defaultLayout.flat(2).sort()).toEqual([...sectionKeys].sort());
  });

  it('cannot be changed by accident, and the factories hand out independent copies', () => {
    expect(Object.isFrozen(defaultResumeData)).toBe(true);
    expect(Object.isFrozen(defaultResumeData.metadata.layout[0]?.[0])).toBe(true);
    expect(() => {
      (defaultResumeData.basics as { name: string }).name = 'x';
    }).toThrow(TypeError);

    const one = createDefaultResumeData();
    const two = createDefaultResumeData();
    one.sections.skills.items.push({
      id: 'a',
      visible: true,
      name: 'x',
      description: '',
      level: 1,
      keywords: [],
    });
    one.metadata.layout[0]?.[0]?.push('custom.a');
    one.metadata.typography.font.variants.push('italic');
    expect(two.sections.skills.items).toEqual([]);
    expect(two.metadata.layout).toEqual(createDefaultLayout());
    expect(two.metadata.typography.font.variants).toEqual(['regular']);
    expect(defaultResumeData.metadata.typography.font.variants).toEqual(['regular']);
  });

  it('parsing twice does not share arrays between results', () => {
    const a = resumeDataSchema.parse({});
    const b = resumeDataSchema.parse({});
    a.metadata.layout.push([]);
    a.basics.customFields.push({ id: 'x', icon: '', name: '', value: '' });
    expect(b.metadata.layout).toHaveLength(1);
    expect(b.basics.customFields).toHaveLength(0);
  });
});
