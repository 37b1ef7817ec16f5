import { describe, expect, it } from 'vitest';
import { createSampleResumeData, fitFloors, type ResumeData } from '@rb/schema';
import { fitToPages, settingsAt, settingsOf, withSettings } from './fit.ts';

/**
 * A stand-in for the renderer: the content's height grows with each setting, so the sheet count falls as they
 * shrink. `content` is the resume's height in sheets at the defaults.
 */
const heightOf = (content: number) => (resume: ResumeData) => {
  const { fontSize, lineHeight, margin, spacing } = settingsOf(resume);
  return content * (fontSize / 14) * (lineHeight / 1.5) * (0.85 + 0.15 * spacing) * (1 + (margin - 18) / 300);
};
const model = (content: number) => (resume: ResumeData) =>
  Math.max(1, Math.ceil(heightOf(content)(resume) - 1e-9));
/** The model laid out for a target: its sheets, and how far it runs past the target. */
const layout = (content: number, target: number) => (resume: ResumeData) => ({
  sheets: model(content)(resume),
  over: Math.max(0, heightOf(content)(resume) - target),
});

describe('fit to pages', () => {
  it('leaves a resume that already fits as it is', async () => {
    const resume = createSampleResumeData();
    const result = await fitToPages(resume, 2, layout(1.6, 2));
    expect(result).toMatchObject({ ok: true, changed: false, pages: 2, before: 2 });
  });

  it('gives way in order: spacing first, the font size last', () => {
    const start = { fontSize: 14, lineHeight: 1.5, margin: 18, spacing: 1 };
    const { spacing, margin, lineHeight, fontSize } = fitFloors;
    const halfway = (from: number, to: number) => from - (from - to) / 2;
    expect(settingsAt(start, 0.5).spacing).toBeCloseTo(halfway(1, spacing), 1);
    expect(settingsAt(start, 0.5)).toMatchObject({ fontSize: 14, lineHeight: 1.5, margin: 18 });
    expect(settingsAt(start, 1)).toEqual({ ...start, spacing });
    expect(settingsAt(start, 2)).toEqual({ ...start, spacing, margin });
    expect(settingsAt(start, 3)).toEqual({ fontSize: 14, lineHeight, margin, spacing });
    expect(settingsAt(start, 3.5)).toEqual({ fontSize: halfway(14, fontSize), lineHeight, margin, spacing });
    expect(settingsAt(start, 4)).toEqual({ fontSize, lineHeight, margin, spacing });
  });

  it('never raises a setting that is already below its floor', () => {
    const start = { fontSize: 14, lineHeight: 1, margin: 4, spacing: 1 };
    expect(settingsAt(start, 4)).toMatchObject({ lineHeight: 1, margin: 4 });
  });

  it('finds the loosest settings that fit, and changes only what it must', async () => {
    const resume = createSampleResumeData();
    // 2.1 sheets: shrinking the spacing alone is enough.
    const small = await fitToPages(resume, 2, layout(2.1, 2));
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
    const result = await fitToPages(resume, 1, layout(1.5, 1));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.settings).toMatchObject({
      lineHeight: fitFloors.lineHeight,
      margin: fitFloors.margin,
      spacing: fitFloors.spacing,
    });
    expect(result.settings.fontSize).toBeGreaterThanOrEqual(fitFloors.fontSize);
    expect(result.pages).toBe(1);
  });

  it('says how many sheets the floors still need when it cannot fit', async () => {
    const result = await fitToPages(createSampleResumeData(), 1, layout(3, 1));
    // The model's height at the floors, past the one asked-for sheet.
    const { fontSize, lineHeight, margin, spacing } = fitFloors;
    const atFloors =
      3 * (fontSize / 14) * (lineHeight / 1.5) * (0.85 + 0.15 * spacing) * (1 + (margin - 18) / 300);
    expect(result).toEqual({ ok: false, pages: 2, before: 3, over: Math.round((atFloors - 1) * 100) / 100 });
  });
});
