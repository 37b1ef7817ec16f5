/**
 * Pages are computed, not guessed: given the measured height of every atomic unit of every column, decide which
 * sheet each unit lands on. Pure and deterministic so it can be unit-tested; the DOM measuring lives in the artboard.
 */

/** One atomic block of a column: a section heading, an item row, a summary. Heights are in CSS pixels. */
export type MeasuredUnit = {
  key: string;
  height: number;
  /**
   * Space between the lowest bottom of the units before it and this unit's top (ignored when the unit opens a
   * sheet). Negative for a unit set beside an earlier one (Bronzor's first item beside its heading), but never
   * below `-height`: the sum of gaps and heights is how far down the column reaches.
   */
  gapBefore: number;
  /** A heading: never left alone at the bottom of a sheet. */
  keepWithNext: boolean;
  /**
   * Offsets from the unit's top, ascending, where a cut passes between lines of text rather than through one: the
   * bottom of each line. Measured only for units of several lines; without them the unit is cut only when it is
   * taller than a sheet, wherever the room runs out.
   */
  breaks?: number[];
  /** Bottom of the item's header (title, subtitle, date), which never ends a sheet on its own. */
  head?: number;
  /** The first unit of a section that begins on a new sheet. */
  breakBefore?: boolean;
  /** The first unit of a section kept on one sheet: the height of the whole section from this unit's top. */
  together?: number;
};

export type MeasuredColumn = {
  units: MeasuredUnit[];
  /** Usable height of the column on the first sheet of its layout page (smaller when the header sits above). */
  capacityFirst: number;
  /** Usable height on every further sheet. */
  capacityRest: number;
};

export type MeasuredPage = { columns: MeasuredColumn[] };

/** A unit shown on a sheet; `clip` is set when a unit taller than a sheet is shown in slices. */
export type Placement = { key: string; clip?: { offset: number; height: number } };

export type SheetPlan = {
  /** Index of the page of `metadata.layout` this sheet belongs to. */
  layoutPage: number;
  /** Position of the sheet in the whole document. */
  sheetIndex: number;
  /** The resume's first sheet: the only one that carries the header. */
  isFirstSheet: boolean;
  /** Placements per column, in the order of the measured columns. */
  columns: Placement[][];
};

/** Rounding slack for fractional pixel measurements. */
const EPSILON = 0.5;
/** An oversized unit starts on the current sheet only if at least this much room is left there. */
const MIN_SLICE = 48;
/** A capacity below this is treated as this, so a pathological header can never loop forever. */
const MIN_CAPACITY = 64;
/** A unit of at least this many lines may be cut between two of them to fill a sheet. */
export const MIN_SPLIT_LINES = 4;
/** Lines a cut leaves on each side at least (after the header above it): no widows, no orphans. */
const MIN_SIDE_LINES = 2;

type Sheet = { placements: Placement[]; used: number };

/**
 * How much of an oversized unit, from `offset`, goes into `room`: all that is left when it fits, else up to the
 * last clean break that fits, so no line is cut in two. Without a usable break (a single line taller than the
 * room, or breaks too close to the start) it cuts at the room.
 */
export function sliceHeight(unit: MeasuredUnit, offset: number, room: number): number {
  const left = unit.height - offset;
  if (left <= room + EPSILON) return left;
  let best: number | undefined;
  for (const cut of unit.breaks ?? []) {
    if (cut > offset + room + EPSILON) break;
    if (cut - offset >= MIN_SLICE) best = cut;
  }
  return best === undefined ? room : best - offset;
}

/**
 * Where a unit that does not fit in `room` may be cut so the sheet is filled: the lowest line break that fits,
 * keeping the item's header and at least two lines above it and at least two lines below it. `undefined` when the
 * unit is too short to split or no such break fits.
 */
export function splitPoint(unit: MeasuredUnit, room: number): number | undefined {
  const breaks = unit.breaks ?? [];
  if (breaks.length < MIN_SPLIT_LINES) return undefined;
  const head = unit.head ?? 0;
  let best: number | undefined;
  breaks.forEach((cut, index) => {
    const above = breaks.slice(0, index + 1).filter((b) => b > head + EPSILON).length;
    const below = breaks.length - index - 1;
    if (above >= MIN_SIDE_LINES && below >= MIN_SIDE_LINES && cut <= room + EPSILON) best = cut;
  });
  return best;
}

function paginateColumn(column: MeasuredColumn): Placement[][] {
  const capacity = (sheet: number) =>
    Math.max(sheet === 0 ? column.capacityFirst : column.capacityRest, MIN_CAPACITY);
  const sheets: Sheet[] = [{ placements: [], used: 0 }];
  const current = () => sheets[sheets.length - 1]!;
  const openSheet = () => sheets.push({ placements: [], used: 0 });
  const units = new Map(column.units.map((unit) => [unit.key, unit]));

  const place = (unit: MeasuredUnit) => {
    const sheet = current();
    sheet.used += (sheet.placements.length > 0 ? unit.gapBefore : 0) + unit.height;
    sheet.placements.push({ key: unit.key });
  };

  /** Trailing whole units of the current sheet that must travel with whatever comes next. */
  const trailingKeepers = (): MeasuredUnit[] => {
    const keepers: MeasuredUnit[] = [];
    const placements = current().placements;
    for (let i = placements.length - 1; i >= 0; i--) {
      const placement = placements[i]!;
      const unit = units.get(placement.key)!;
      if (placement.clip || !unit.keepWithNext) break;
      keepers.unshift(unit);
    }
    return keepers;
  };

  /** Shows `unit` from `offset` on, in slices as tall as the room on each sheet allows. */
  const slice = (unit: MeasuredUnit, start = 0) => {
    let offset = start;
    while (offset < unit.height - EPSILON) {
      const sheet = current();
      const gap = sheet.placements.length > 0 ? unit.gapBefore : 0;
      const room = capacity(sheets.length - 1) - sheet.used - gap;
      if (room < MIN_SLICE && sheet.placements.length > 0) {
        openSheet();
        continue;
      }
      const height = sliceHeight(unit, offset, room);
      sheet.placements.push({ key: unit.key, clip: { offset, height } });
      sheet.used += gap + height;
      offset += height;
      if (offset < unit.height - EPSILON) openSheet();
    }
  };

  for (const unit of column.units) {
    if (unit.breakBefore && current().placements.length > 0) openSheet();
    if (unit.together !== undefined && current().placements.length > 0) {
      const sheet = current();
      const fitsHere = sheet.used + unit.gapBefore + unit.together <= capacity(sheets.length - 1) + EPSILON;
      if (!fitsHere && unit.together <= capacity(sheets.length) + EPSILON) openSheet();
    }
    const sheet = current();
    const gap = sheet.placements.length > 0 ? unit.gapBefore : 0;
    const room = capacity(sheets.length - 1) - sheet.used - gap;
    if (unit.height <= room + EPSILON) {
      place(unit);
      continue;
    }
    // A long item fills what is left of this sheet and goes on on the next, cut between two lines.
    const cut = sheet.placements.length > 0 ? splitPoint(unit, room) : undefined;
    if (cut !== undefined) {
      sheet.placements.push({ key: unit.key, clip: { offset: 0, height: cut } });
      sheet.used += gap + cut;
      openSheet();
      const rest = unit.height - cut;
      if (rest <= capacity(sheets.length - 1) + EPSILON) {
        current().placements.push({ key: unit.key, clip: { offset: cut, height: rest } });
        current().used += rest;
      } else slice(unit, cut);
      continue;
    }
    // It does not fit here. Move it, with the headings that introduce it, to a fresh sheet if it fits there.
    const keepers = trailingKeepers();
    const movingEverything = keepers.length === sheet.placements.length;
    const freshCapacity = capacity(sheets.length);
    const chainHeight = keepers.reduce((sum, k, i) => sum + (i > 0 ? k.gapBefore : 0) + k.height, 0);
    const needed = chainHeight + (keepers.length > 0 ? unit.gapBefore : 0) + unit.height;
    const helps = !movingEverything || freshCapacity > capacity(sheets.length - 1);
    if (needed <= freshCapacity + EPSILON && helps) {
      moveToFreshSheet(keepers);
      place(unit);
      continue;
    }
    // Taller than a sheet (with its heading): the only case where a unit is split. It starts right here.
    slice(unit);
  }

  function moveToFreshSheet(keepers: MeasuredUnit[]) {
    const sheet = current();
    if (keepers.length > 0) {
      sheet.placements.splice(sheet.placements.length - keepers.length, keepers.length);
      sheet.used = recomputeUsed(sheet.placements);
    }
    openSheet();
    for (const keeper of keepers) place(keeper);
  }

  function recomputeUsed(placements: Placement[]): number {
    return placements.reduce((sum, placement, i) => {
      const unit = units.get(placement.key)!;
      const height = placement.clip ? placement.clip.height : unit.height;
      return sum + (i > 0 ? unit.gapBefore : 0) + height;
    }, 0);
  }

  return sheets.map((sheet) => sheet.placements);
}

/**
 * Every layout page starts a new sheet; its columns flow independently, and the page takes as many sheets as its
 * longest column needs. A later layout page with nothing to show adds no sheet.
 */
export function paginate(pages: MeasuredPage[]): SheetPlan[] {
  const plans: SheetPlan[] = [];
  pages.forEach((page, layoutPage) => {
    const perColumn = page.columns.map(paginateColumn);
    const isEmpty = page.columns.every((column) => column.units.length === 0);
    if (isEmpty && layoutPage > 0) return;
    const count = Math.max(
      1,
      ...perColumn.map((sheets) => (sheets.at(-1)!.length === 0 ? sheets.length - 1 : sheets.length)),
    );
    for (let i = 0; i < count; i++) {
      plans.push({
        layoutPage,
        sheetIndex: plans.length,
        isFirstSheet: plans.length === 0,
        columns: perColumn.map((sheets) => sheets[i] ?? []),
      });
    }
  });
  if (plans.length === 0) plans.push({ layoutPage: 0, sheetIndex: 0, isFirstSheet: true, columns: [] });
  return plans;
}

/**
 * How much of the content lies on sheets past the first `target`, in sheets: on each such sheet, its fullest
 * column's share of a sheet. What fit to pages reports when a resume cannot fit ("about half a page too long").
 */
export function overflowPast(pages: MeasuredPage[], plans: SheetPlan[], target: number): number {
  return plans.slice(target).reduce((sum, plan) => {
    const columns = pages[plan.layoutPage]?.columns ?? [];
    const shares = plan.columns.map((placements, c) => {
      const column = columns[c];
      if (!column || column.capacityRest <= 0) return 0;
      const units = new Map(column.units.map((unit) => [unit.key, unit]));
      const used = placements.reduce((height, placement, i) => {
        const unit = units.get(placement.key);
        if (!unit) return height;
        return height + (i > 0 ? unit.gapBefore : 0) + (placement.clip?.height ?? unit.height);
      }, 0);
      return used / column.capacityRest;
    });
    return sum + Math.min(1, Math.max(0, ...shares));
  }, 0);
}
