/**
 * Names, phone numbers, email addresses and dates are set on one line (`oneLineAttribute`), so text extraction
 * reads them back whole. One too long for its box is scaled down with CSS zoom until it fits; below the smallest
 * scale it may wrap after all, which beats running over its neighbours.
 */
import { oneLineAttribute } from '@rb/templates';

/** The smallest scale a line is shrunk to before it may wrap. */
export const MIN_LINE_SCALE = 0.6;
const wrapAttribute = 'data-rb-wrap';

/**
 * Fits every one-line element under `root`; answers how many it shrank. Writes and reads are batched (reset, read
 * every width, then set), so a render costs at most two layouts however many dates a resume has.
 */
export function fitLines(root: ParentNode): number {
  const lines = Array.from(root.querySelectorAll<HTMLElement>(`[${oneLineAttribute}]`));
  for (const line of lines) {
    if (line.style.zoom !== '') line.style.zoom = '';
    if (line.hasAttribute(wrapAttribute)) line.removeAttribute(wrapAttribute);
  }
  const scales = lines.map((line) =>
    line.scrollWidth > line.clientWidth + 1 ? line.clientWidth / line.scrollWidth : 1,
  );
  let shrunk = 0;
  lines.forEach((line, index) => {
    const scale = scales[index]!;
    if (scale >= 1) return;
    shrunk += 1;
    line.style.zoom = String(Math.max(MIN_LINE_SCALE, Math.floor(scale * 100) / 100));
    if (scale < MIN_LINE_SCALE) line.setAttribute(wrapAttribute, '');
  });
  return shrunk;
}
