/**
 * Reads the hidden measuring sheets: for every layout page and column, the room a column has on a sheet (with and
 * without the header) and the height and spacing of each unit. The numbers feed the pure `paginate()`.
 */
import {
  columnAttribute,
  keepWithNextAttribute,
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
export function lineBreaks(unit: HTMLElement, top: number): number[] {
  const spans: [number, number][] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(unit, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.nodeValue?.trim()) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects())
      if (rect.height > 0) spans.push([rect.top - top, rect.bottom - top]);
  }
  for (const picture of unit.querySelectorAll('img, svg')) {
    const rect = picture.getBoundingClientRect();
    if (rect.height > 0) spans.push([rect.top - top, rect.bottom - top]);
  }
  const cuts = [...new Set(spans.map(([, bottom]) => Math.ceil(bottom)))].sort((a, b) => a - b);
  return cuts.filter((cut) => !spans.some(([start, end]) => start < cut - 0.5 && cut + 0.5 < end));
}

function readColumn(column: HTMLElement): ColumnReading {
  const style = getComputedStyle(column);
  const box = column.getBoundingClientRect();
  const top = box.top + parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth);
  const capacity =
    box.height -
    parseFloat(style.paddingTop) -
    parseFloat(style.paddingBottom) -
    parseFloat(style.borderTopWidth) -
    parseFloat(style.borderBottomWidth);
  let previousBottom = top;
  const units = Array.from(column.querySelectorAll<HTMLElement>(`[${unitAttribute}]`)).map((element) => {
    const rect = element.getBoundingClientRect();
    const unit: MeasuredUnit = {
      key: element.getAttribute(unitAttribute)!,
      height: rect.height,
      gapBefore: Math.max(0, rect.top - previousBottom),
      keepWithNext: element.getAttribute(keepWithNextAttribute) === 'true',
    };
    // Only a unit that may not fit on a sheet is ever sliced; the walk over its text is not worth it for others.
    if (rect.height > capacity / 2) unit.breaks = lineBreaks(element, rect.top);
    previousBottom = rect.bottom;
    return unit;
  });
  return { capacity, units };
}

function readSheet(sheet: HTMLElement): Map<number, ColumnReading> {
  const columns = new Map<number, ColumnReading>();
  for (const column of sheet.querySelectorAll<HTMLElement>(`[${columnAttribute}]`)) {
    columns.set(Number(column.getAttribute(columnAttribute)), readColumn(column));
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
