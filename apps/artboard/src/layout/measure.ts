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
