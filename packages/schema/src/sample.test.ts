import { describe, expect, it } from 'vitest';
import { resumeDataSchema } from './resume/resume-data.ts';
import { itemSectionKeys } from './resume/section-keys.ts';
import { createSampleResumeData, sampleResumeData, samplePictureUrl } from './sample.ts';

describe('sample resume', () => {
  it('parses unchanged', () => {
    expect(resumeDataSchema.parse(sampleResumeData)).toEqual(sampleResumeData);
  });

  it('fills every section, one custom section included, and lays each out once', () => {
    expect(sampleResumeData.sections.summary.content).not.toBe('');
    for (const key of itemSectionKeys) expect(sampleResumeData.sections[key].items.length).toBeGreaterThan(0);
    const custom = Object.values(sampleResumeData.sections.custom);
    expect(custom).toHaveLength(1);
    expect(custom[0]?.items.length).toBeGreaterThan(0);

    const laidOut = sampleResumeData.metadata.layout.flat(2);
    expect(new Set(laidOut).size).toBe(laidOut.length);
    expect(laidOut).toContain(`custom.${custom[0]?.id}`);
    expect(laidOut).toHaveLength(itemSectionKeys.length + 2);
  });

  it('uses the glalie template, an app-served picture and icon slugs', () => {
    expect(sampleResumeData.metadata.template).toBe('glalie');
    expect(sampleResumeData.basics.picture.url).toBe(samplePictureUrl);
    for (const profile of sampleResumeData.sections.profiles.items)
      expect(profile.icon).toMatch(/^[a-z0-9]+$/);
    const levels = new Set(sampleResumeData.sections.skills.items.map((skill) => skill.level));
    expect(levels.size).toBeGreaterThan(2);
  });

  it('is frozen, and copies are independent', () => {
    expect(Object.isFrozen(sampleResumeData.sections.experience.items)).toBe(true);
    const copy = createSampleResumeData();
    copy.basics.name = 'Changed';
    expect(sampleResumeData.basics.name).not.toBe('Changed');
  });
});
