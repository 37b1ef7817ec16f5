import { describe, expect, it } from 'vitest';
import { createSampleResumeData, fitFloors, type ResumeData } from '@rb/schema';
import { fitToPages, settingsAt, settingsOf, withSettings } from './fit.ts';

/**
 * A stand-in for the renderer: the content's height grows with each setting, so the sheet count falls as they
 * shrink. `content` is the resume's height in sheets at the defaults.
 */
const model = (content: number) => (resume: ResumeData) => {
  const { fontSize, lineHeight, margin, spacing } = settingsOf(resume);
  const height =
    content * (fontSize / 14) * (lineHeight / 1.5) * (0.85 + 0.15 * spacing) * (1 + (margin - 18) / 300);
  return Math.max(1, Math.ceil(height - 1e-9));
};

describe('fit to pages', () => {
  it('leaves a resume that already fits as it is', async () => {
    const resume = createSampleResumeData();
    const result = await fitToPages(resume, 2, model(1.6));
    expect(result).toMatchObject({ ok: true, changed: false, pages: 2, before: 2 });
  });

  it('gives way in order: spacing first, the font size last', () => {
    const start = { fontSize: 14, lineHeight: 1.5, margin: 18, spacing: 1 };
    expect(settingsAt(start, 0.5)).toEqual({ ...start, spacing: 0.75 });
    expect(settingsAt(start, 1)).toEqual({ ...start, spacing: 0.5 });
    expect(settingsAt(start, 2)).toEqual({ ...start, spacing: 0.5, margin: 12 });
    expect(settingsAt(start, 3)).toEqual({ fontSize: 14, lineHeight: 1.15, margin: 12, spacing: 0.5 });
    expect(settingsAt(start, 3.5)).toEqual({ fontSize: 13, lineHeight: 1.15, margin: 12, spacing: 0.5 });
    expect(settingsAt(start, 4)).toEqual({
      fontSize: fitFloors.fontSize,
      lineHeight: 1.15,
      margin: 12,
      spacing: 0.5,
    });
  });

  it('never raises a setting that is already below its floor', () => {
    const start = { fontSize: 14, lineHeight: 1, margin: 4, spacing: 1 };
    expect(settingsAt(start, 4)).toMatchObject({ lineHeight: 1, margin: 4 });
  });

  it('finds the loosest settings that fit, and changes only what it must', async () => {
    const resume = createSampleResumeData();
    // 2.1 sheets: shrinking the spacing alone is enough.
    const small = await fitToPages(resume, 2, model(2.1));
    expect(small.ok).toBe(true);
    if (!small.ok) return;
    expect(small.settings).toMatchObject({ fontSize: 14, lineHeight: 1.5, margin: 18 });
    expect(small.settings.spacing).toBeLessThan(1);
    expect(model(2.1)(withSettings(resume, small.settings))).toBe(2);
    // A little more spacing would not fit: the result is the loosest within one step.
    const looser = withSettings(resume, { ...small.settings, spacing: small.settings.spacing + 0.1 });
    expect(model(2.1)(looser)).toBe(3);
  });

  it('shrinks the type only when everything else is at its floor', async () => {
    const resume = createSampleResumeData();
    const result = await fitToPages(resume, 1, model(1.5));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.settings).toMatchObject({ lineHeight: 1.15, margin: 12, spacing: 0.5 });
    expect(result.settings.fontSize).toBeGreaterThanOrEqual(fitFloors.fontSize);
    expect(result.pages).toBe(1);
  });

  it('says how many sheets the floors still need when it cannot fit', async () => {
    const result = await fitToPages(createSampleResumeData(), 1, model(3));
    expect(result).toEqual({ ok: false, pages: 2, before: 3 });
  });
});
