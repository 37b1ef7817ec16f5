/** Sheet sizes in millimetres. */
export const pageFormats = {
  a4: { width: 210, height: 297 },
  letter: { width: 216, height: 279 },
} as const;

export type PageFormat = keyof typeof pageFormats;
export const pageFormatIds = Object.keys(pageFormats) as PageFormat[];

/** Ranges of the page and typography controls; `step` is the slider step, not a validation rule. */
export const pageMargin = { min: 0, max: 48, step: 2, default: 18 } as const;
export const fontSize = { min: 12, max: 18, step: 0.05, default: 14 } as const;
export const lineHeight = { min: 0, max: 3, step: 0.05, default: 1.5 } as const;
/** Scale of the space between sections and between items (1 is each template's own). */
export const pageSpacing = { min: 0.25, max: 1.5, step: 0.05, default: 1 } as const;

/** Ratio of the preview sheet (height / width) shown in resume cards: from square to A-series. */
export const previewRatio = { min: 1, max: 1.4142 } as const;

/** How many sheets "Fit to pages" may aim for. */
export const fitPages = { min: 1, max: 10 } as const;
/**
 * How far fitting may go: the smallest readable settings (9 pt type, lines 1.15 high, a 12 px margin, half the
 * template's spacing). A setting already below its floor is left where it is.
 */
export const fitFloors = { fontSize: 12, lineHeight: 1.1, margin: 12, spacing: 0.3 } as const;
