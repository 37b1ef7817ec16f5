/**
 * Reads the hidden measuring sheets: for every layout page and column, the room a column has on a sheet (with and
 * without the header) and the height and spacing of each unit. The numbers feed the pure `paginate()`.
 *
 * Every number is in the sheet's own CSS pixels, whatever transform sits above it (the builder's zoom): client
 * rectangles come back scaled, so each is divided by the sheet's on-screen scale. The cut points a plan carries are
 * applied as unscaled CSS pixels, and the print page has no zoom, so only then do builder and PDF agree.
 */
import {
  MIN_SPLIT_LINES,
  breakBeforeAttribute,
  columnAttribute,
  keepWithNextAttribute,
  sectionAttribute,
  togetherAttribute,
  measureAttribute,
  unitAttribute,
  type MeasuredColumn,
  type MeasuredPage,
  type MeasuredUnit,
} from '@rb/templates';

type ColumnReading = { capacity: number; units: MeasuredUnit[] };

/**
 * Where a tall unit can be cut without halving a line: below each line of text (and each picture) that no other
 * line beside it straddles, as offsets from the unit's top. Lines come from the text's client rects, one per line
 * box fragment; a cut inside any fragment is dropped, which keeps side-by-side items (section columns) whole too.
 */
export function lineBreaks(unit: HTMLElement, top: number, scale = 1): number[] {
  const spans: [number, number][] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(unit, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.nodeValue?.trim()) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects())
      if (rect.height > 0) spans.push([(rect.top - top) / scale, (rect.bottom - top) / scale]);
  }
  for (const picture of unit.querySelectorAll('img, svg')) {
    const rect = picture.getBoundingClientRect();
    if (rect.height > 0) spans.push([(rect.top - top) / scale, (rect.bottom - top) / scale]);
  }
  const cuts = [...new Set(spans.map(([, bottom]) => Math.ceil(bottom)))].sort((a, b) => a - b);
  return cuts.filter((cut) => !spans.some(([start, end]) => start < cut - 0.5 && cut + 0.5 < end));
}

/** Bottom of the lowest item header in a unit (items side by side each have one), from the unit's top. */
function itemHeadBottom(unit: HTMLElement, top: number, scale: number): number | undefined {
  const heads = Array.from(
    unit.querySelectorAll('.rb-item-header'),
    (head) => head.getBoundingClientRect().bottom,
  );
  return heads.length > 0 ? (Math.max(...heads) - top) / scale : undefined;
}

function readColumn(column: HTMLElement, scale: number): ColumnReading {
  const style = getComputedStyle(column);
  const box = column.getBoundingClientRect();
  // Computed padding and borders are unscaled; rectangles are scaled: `top` and `reached` stay on screen,
  // everything handed to pagination is divided back.
  const top = box.top + (parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth)) * scale;
  const capacity =
    box.height / scale -
    parseFloat(style.paddingTop) -
    parseFloat(style.paddingBottom) -
    parseFloat(style.borderTopWidth) -
    parseFloat(style.borderBottomWidth);
  // A unit of a few lines or more may be cut between lines; shorter ones are not worth the walk over their text.
  const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
  const splittable = lineHeight * (MIN_SPLIT_LINES - 0.5);
  // How far down the column the units so far reach. A unit beside an earlier one (a template that sets the first
  // item beside its section's heading) starts above that: its gap is negative, but never so negative that the
  // column would seem to get shorter, so pagination, which adds gaps and heights, counts the shared row once.
  let reached = top;
  const units = Array.from(column.querySelectorAll<HTMLElement>(`[${unitAttribute}]`)).map((element) => {
    const rect = element.getBoundingClientRect();
    const height = rect.height / scale;
    const unit: MeasuredUnit = {
      key: element.getAttribute(unitAttribute)!,
      height,
      gapBefore: Math.max((rect.top - reached) / scale, -height),
      keepWithNext: element.getAttribute(keepWithNextAttribute) === 'true',
    };
    if (element.getAttribute(breakBeforeAttribute) === 'true') unit.breakBefore = true;
    if (element.getAttribute(togetherAttribute) === 'true') {
      const section = element.closest(`[${sectionAttribute}]`);
      if (section) unit.together = (section.getBoundingClientRect().bottom - rect.top) / scale;
    }
    // Pagination asks for a unit's lines only when the unit does not fit where it falls (a few per sheet): the
    // walk over its text is made then, not for every unit on every keystroke. The DOM does not change in between.
    if (height >= splittable || height > capacity / 2) {
      let lines: { breaks: number[]; head?: number } | undefined;
      const read = () =>
        (lines ??= {
          breaks: lineBreaks(element, rect.top, scale),
          head: itemHeadBottom(element, rect.top, scale),
        });
      Object.defineProperties(unit, {
        breaks: { get: () => read().breaks, enumerable: true },
        head: { get: () => read().head, enumerable: true },
      });
    }
    reached = Math.max(reached, rect.bottom);
    return unit;
  });
  return { capacity, units };
}

/** How much larger the sheet shows on screen than its CSS size (the builder's zoom; 1 elsewhere). */
function screenScale(sheet: HTMLElement): number {
  const shown = sheet.getBoundingClientRect().height;
  return sheet.offsetHeight > 0 && shown > 0 ? shown / sheet.offsetHeight : 1;
}

function readSheet(sheet: HTMLElement): Map<number, ColumnReading> {
  const scale = screenScale(sheet);
  const columns = new Map<number, ColumnReading>();
  for (const column of sheet.querySelectorAll<HTMLElement>(`[${columnAttribute}]`)) {
    columns.set(Number(column.getAttribute(columnAttribute)), readColumn(column, scale));
  }
  return columns;
}

export function measurePages(root: HTMLElement): MeasuredPage[] {
  const first = new Map<number, Map<number, ColumnReading>>();
  const rest = new Map<number, Map<number, ColumnReading>>();
  for (const sheet of root.querySelectorAll<HTMLElement>(`[${measureAttribute}]`)) {
    const [page, variant] = sheet.getAttribute(measureAttribute)!.split(':');
    (variant === 'first' ? first : rest).set(Number(page), readSheet(sheet));
  }
  const pages: MeasuredPage[] = [];
  for (let page = 0; rest.has(page); page++) {
    const continuation = rest.get(page)!;
    const opening = first.get(page);
    const indexes = [...new Set([...continuation.keys(), ...(opening?.keys() ?? [])])].sort((a, b) => a - b);
    const columns: MeasuredColumn[] = [];
    for (let index = 0; index <= (indexes.at(-1) ?? -1); index++) {
      const later = continuation.get(index);
      const firstSheet = opening?.get(index) ?? later;
      // Unit heights do not depend on the header; take them from the sheet that shows every unit.
      const units = (later ?? firstSheet)?.units ?? [];
      columns.push({
        units,
        capacityFirst: firstSheet?.capacity ?? later?.capacity ?? 0,
        capacityRest: later?.capacity ?? firstSheet?.capacity ?? 0,
      });
    }
    pages.push({ columns });
  }
  return pages;
}
