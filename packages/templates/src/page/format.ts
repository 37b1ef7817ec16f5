import { pageFormats, type PageFormat } from '@rb/schema';

/** CSS pixels per millimetre (96 px per inch). */
export const PX_PER_MM = 96 / 25.4;

export const mmToPx = (mm: number): number => mm * PX_PER_MM;

/** Sheet size of a page format, in millimetres and in CSS pixels. */
export function sheetSize(format: PageFormat) {
  const { width, height } = pageFormats[format] ?? pageFormats.a4;
  return { widthMm: width, heightMm: height, width: mmToPx(width), height: mmToPx(height) };
}
