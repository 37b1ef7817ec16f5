/**
 * Fit to pages: the largest readable settings that bring a resume down to a number of sheets. The settings are
 * kept in this order of preference — font size first, then line height, then page margin, then the space between
 * sections and items — so the spacing gives way first and the type last, and each only as far as needed.
 * Pure: the caller counts the sheets a candidate needs, by laying it out in the renderer that prints.
 */
import { fitFloors, type ResumeData } from '@rb/schema';

export type FitSettings = { fontSize: number; lineHeight: number; margin: number; spacing: number };

/** The order settings give way in: the least preferred first. */
const yieldOrder = ['spacing', 'margin', 'lineHeight', 'fontSize'] as const;
/** Each setting's finest step: results are rounded down to it, so a fitted resume never grows past its sheets. */
const steps: FitSettings = { fontSize: 0.05, lineHeight: 0.05, margin: 1, spacing: 0.05 };
/** Halvings of the search: the last one moves a setting by under a 1/500th of its range. */
const SEARCH_STEPS = 11;

export const settingsOf = (resume: ResumeData): FitSettings => ({
  fontSize: resume.metadata.typography.font.size,
  lineHeight: resume.metadata.typography.lineHeight,
  margin: resume.metadata.page.margin,
  spacing: resume.metadata.page.spacing,
});

export function withSettings(resume: ResumeData, settings: FitSettings): ResumeData {
  const { metadata } = resume;
  return {
    ...resume,
    metadata: {
      ...metadata,
      typography: {
        ...metadata.typography,
        font: { ...metadata.typography.font, size: settings.fontSize },
        lineHeight: settings.lineHeight,
      },
      page: { ...metadata.page, margin: settings.margin, spacing: settings.spacing },
    },
  };
}

const roundDown = (value: number, step: number) => Math.floor(value / step + 1e-9) * step;
const tidy = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The settings at tightness `t` in [0, 4]: each whole unit takes one setting, in yield order, from where it is
 * to its floor; a fraction takes the next one part of the way. A setting already at or under its floor stays.
 */
export function settingsAt(start: FitSettings, t: number): FitSettings {
  const result = { ...start };
  yieldOrder.forEach((key, index) => {
    const share = Math.min(1, Math.max(0, t - index));
    const floor = Math.min(start[key], fitFloors[key]);
    const value = start[key] - (start[key] - floor) * share;
    result[key] = share === 0 ? start[key] : tidy(Math.max(floor, roundDown(value, steps[key])));
  });
  return result;
}

export type FitResult =
  | { ok: true; pages: number; before: number; settings: FitSettings; changed: boolean }
  /**
   * Even the floors need more sheets than asked: `pages` is how many they need, and `over` how much of the
   * content lies past the asked sheets, in sheets (0.3: about a third of a page too long).
   */
  | { ok: false; pages: number; before: number; over: number };

/** A candidate laid out: its sheets, and how much of it lies past the target sheets (in sheets, 0 when none). */
export type Layout = { sheets: number; over: number };

/**
 * Searches the tightness at which the resume first needs no more than `target` sheets. Sheet counts only fall as
 * settings shrink, so a bisection finds the loosest fit in a dozen layouts.
 */
export async function fitToPages(
  resume: ResumeData,
  target: number,
  layOut: (candidate: ResumeData) => Layout | Promise<Layout>,
): Promise<FitResult> {
  const countSheets = async (candidate: ResumeData) => (await layOut(candidate)).sheets;
  const start = settingsOf(resume);
  const before = await countSheets(resume);
  if (before <= target) return { ok: true, pages: before, before, settings: start, changed: false };
  const tightest = settingsAt(start, yieldOrder.length);
  const atFloors = await layOut(withSettings(resume, tightest));
  if (atFloors.sheets > target)
    return { ok: false, pages: atFloors.sheets, before, over: Math.round(atFloors.over * 100) / 100 };
  let loose = 0;
  let tight: number = yieldOrder.length;
  let best = { settings: tightest, pages: atFloors.sheets };
  for (let step = 0; step < SEARCH_STEPS; step++) {
    const middle = (loose + tight) / 2;
    const settings = settingsAt(start, middle);
    const pages = await countSheets(withSettings(resume, settings));
    if (pages <= target) {
      tight = middle;
      best = { settings, pages };
    } else loose = middle;
  }
  return { ok: true, pages: best.pages, before, settings: best.settings, changed: true };
}
