import { describe, expect, it } from 'vitest';
import {
  overflowPast,
  paginate,
  sliceHeight,
  splitPoint,
  type MeasuredColumn,
  type MeasuredUnit,
} from './paginate.ts';

const unit = (key: string, height: number, extra: Partial<MeasuredUnit> = {}): MeasuredUnit => ({
  key,
  height,
  gapBefore: 10,
  keepWithNext: false,
  ...extra,
});
const heading = (key: string, height = 20) => unit(key, height, { keepWithNext: true });
const column = (
  units: MeasuredUnit[],
  capacityFirst = 500,
  capacityRest = capacityFirst,
): MeasuredColumn => ({
  units,
  capacityFirst,
  capacityRest,
});
const keys = (placements: { key: string }[]) => placements.map((p) => p.key);

describe('paginate', () => {
  it('keeps everything on one sheet when it fits, counting gaps between units only', () => {
    // 100 + (10 + 190) + (10 + 190) = 500: exactly full.
    const plans = paginate([{ columns: [column([unit('a', 100), unit('b', 190), unit('c', 190)])] }]);
    expect(plans).toHaveLength(1);
    expect(keys(plans[0]!.columns[0]!)).toEqual(['a', 'b', 'c']);
  });

  it('moves a unit that does not fit onto a new sheet, whole', () => {
    const plans = paginate([{ columns: [column([unit('a', 300), unit('b', 300), unit('c', 100)])] }]);
    expect(plans.map((plan) => keys(plan.columns[0]!))).toEqual([['a'], ['b', 'c']]);
    expect(plans.every((plan) => plan.columns[0]!.every((p) => p.clip === undefined))).toBe(true);
  });

  it('keeps a heading with its first item', () => {
    const plans = paginate([
      { columns: [column([unit('a', 400), heading('exp/h'), unit('exp/0', 100), unit('exp/1', 50)])] },
    ]);
    // The heading would fit after 'a' (400 + 10 + 20) but its first item would not: both move.
    expect(plans.map((plan) => keys(plan.columns[0]!))).toEqual([['a'], ['exp/h', 'exp/0', 'exp/1']]);
  });

  it('counts a row once when its first item sits beside a taller heading (a label column)', () => {
    // Heading 120 tall; the item beside it (gap -120, but clamped to -its height) is 80: the row is 120 tall.
    // 200 + 10 + 120 + (-80 + 80) + 10 + 150 = 490 fits in 500; counting both would need 570.
    const plans = paginate([
      {
        columns: [
          column([
            unit('a', 200),
            heading('s/h', 120),
            unit('s/0', 80, { gapBefore: -80 }),
            unit('s/1', 150),
          ]),
        ],
      },
    ]);
    expect(plans).toHaveLength(1);
    // A taller item beside a short heading: the row is as tall as the item.
    const tall = paginate([
      { columns: [column([unit('a', 200), heading('s/h', 40), unit('s/0', 300, { gapBefore: -40 })])] },
    ]);
    expect(tall).toHaveLength(2);
    expect(keys(tall[1]!.columns[0]!)).toEqual(['s/h', 's/0']);
  });

  it('splits only an item taller than a sheet, in slices that continue on the next sheets', () => {
    const plans = paginate([{ columns: [column([heading('s/h'), unit('s/0', 1200), unit('s/1', 50)])] }]);
    const sheets = plans.map((plan) => plan.columns[0]!);
    expect(sheets[0]!.map((p) => p.key)).toEqual(['s/h', 's/0']);
    const slices = sheets.flat().filter((p) => p.key === 's/0');
    expect(slices.map((p) => p.clip)).toEqual([
      { offset: 0, height: 470 },
      { offset: 470, height: 500 },
      { offset: 970, height: 230 },
    ]);
    // The next unit continues after the last slice on the same sheet: 230 + 10 + 50 <= 500.
    expect(keys(sheets[2]!)).toEqual(['s/0', 's/1']);
    expect(plans).toHaveLength(3);
  });

  it('cuts a tall item below the last line that fits, never through a line', () => {
    // Lines end every 24 px; the room is 470 on the first sheet (after the heading) and 500 on the next.
    const breaks = Array.from({ length: 50 }, (_, line) => (line + 1) * 24);
    const plans = paginate([{ columns: [column([heading('s/h'), unit('s/0', 1200, { breaks })])] }]);
    const slices = plans.flatMap((plan) => plan.columns[0]!).filter((p) => p.key === 's/0');
    expect(slices.map((p) => p.clip)).toEqual([
      { offset: 0, height: 456 },
      { offset: 456, height: 480 },
      { offset: 936, height: 264 },
    ]);
    expect(slices.every((p) => breaks.includes(p.clip!.offset + p.clip!.height))).toBe(true);
  });

  it('cuts at the room when no line ends inside it (one line taller than the room)', () => {
    expect(sliceHeight(unit('x', 1200, { breaks: [1100, 1200] }), 0, 500)).toBe(500);
    // A break too close to the start would leave a sliver: the room is used instead.
    expect(sliceHeight(unit('x', 1200, { breaks: [20, 1200] }), 0, 500)).toBe(500);
    // What is left fits: all of it, whatever the breaks.
    expect(sliceHeight(unit('x', 1200, { breaks: [1000] }), 900, 500)).toBe(300);
  });

  it('starts every layout page on a new sheet', () => {
    const plans = paginate([{ columns: [column([unit('a', 50)])] }, { columns: [column([unit('b', 50)])] }]);
    expect(plans.map((plan) => [plan.layoutPage, keys(plan.columns[0]!)])).toEqual([
      [0, ['a']],
      [1, ['b']],
    ]);
    expect(plans.map((plan) => plan.sheetIndex)).toEqual([0, 1]);
  });

  it('flows two columns independently; the page takes as many sheets as its longest column', () => {
    const main = column([unit('m1', 300), unit('m2', 300), unit('m3', 300)]);
    const side = column([unit('s1', 100)]);
    const plans = paginate([{ columns: [main, side] }]);
    expect(plans).toHaveLength(3);
    expect(plans.map((plan) => keys(plan.columns[1]!))).toEqual([['s1'], [], []]);
    expect(plans.map((plan) => keys(plan.columns[0]!))).toEqual([['m1'], ['m2'], ['m3']]);
  });

  it('uses the smaller first-sheet capacity (header) only on the first sheet', () => {
    const plans = paginate([
      { columns: [column([unit('a', 250), unit('b', 240), unit('c', 240), unit('d', 230)], 300, 500)] },
    ]);
    expect(plans.map((plan) => keys(plan.columns[0]!))).toEqual([['a'], ['b', 'c'], ['d']]);
    expect(plans.map((plan) => plan.isFirstSheet)).toEqual([true, false, false]);
  });

  it('marks only the very first sheet as the one with the header, even across layout pages', () => {
    const plans = paginate([
      { columns: [column([unit('a', 400), unit('b', 400)])] },
      { columns: [column([unit('c', 10)])] },
    ]);
    expect(plans.map((plan) => plan.isFirstSheet)).toEqual([true, false, false]);
  });

  it('skips a later layout page that has nothing to show but always yields a first sheet', () => {
    expect(paginate([{ columns: [column([])] }, { columns: [column([])] }])).toHaveLength(1);
    expect(paginate([])).toHaveLength(1);
  });

  it('moves a first unit that does not fit under a tall header to the next sheet instead of overflowing', () => {
    const plans = paginate([{ columns: [column([unit('a', 300)], 100, 500)] }]);
    expect(plans.map((plan) => keys(plan.columns[0]!))).toEqual([[], ['a']]);
  });

  describe('long items fill the sheet', () => {
    // An item: a 40 px header (two lines), then body lines every 20 px.
    const item = (key: string, bodyLines: number, extra: Partial<MeasuredUnit> = {}) => {
      const breaks = [20, 40, ...Array.from({ length: bodyLines }, (_, line) => 40 + (line + 1) * 20)];
      return unit(key, 40 + bodyLines * 20, { breaks, head: 40, ...extra });
    };

    it('cuts an item of four or more lines between lines instead of moving it whole', () => {
      // 300 used; the item (40 + 8 × 20 = 200) does not fit in the 190 left, but its header and six lines do.
      const plans = paginate([{ columns: [column([unit('a', 300), item('b', 8)])] }]);
      const sheets = plans.map((plan) => plan.columns[0]!);
      expect(sheets[0]!.at(-1)).toEqual({ key: 'b', clip: { offset: 0, height: 160 } });
      expect(sheets[1]).toEqual([{ key: 'b', clip: { offset: 160, height: 40 } }]);
    });

    it('keeps the header and two lines above the cut and two lines below it', () => {
      // Header + one body line would fit (60 ≤ 70), but a cut there leaves a single line with the header.
      expect(splitPoint(item('b', 6), 70)).toBeUndefined();
      expect(splitPoint(item('b', 6), 80)).toBe(80);
      // Room for all but one line: the cut moves up so two lines go on.
      expect(splitPoint(item('b', 6), 150)).toBe(120);
      // Three lines: too short to split at all.
      expect(splitPoint(unit('c', 60, { breaks: [20, 40, 60] }), 50)).toBeUndefined();
      // Without a header, two lines on each side.
      expect(splitPoint(unit('d', 100, { breaks: [20, 40, 60, 80, 100] }), 30)).toBeUndefined();
      expect(splitPoint(unit('d', 100, { breaks: [20, 40, 60, 80, 100] }), 70)).toBe(60);
    });

    it('moves the item whole when no cut keeps enough lines on this sheet', () => {
      const plans = paginate([{ columns: [column([unit('a', 420), item('b', 8)])] }]);
      expect(plans.map((plan) => plan.columns[0]!)).toEqual([[{ key: 'a' }], [{ key: 'b' }]]);
    });

    it('leaves short items whole (no line breaks measured)', () => {
      const plans = paginate([{ columns: [column([unit('a', 400), unit('b', 150)])] }]);
      expect(plans.map((plan) => keys(plan.columns[0]!))).toEqual([['a'], ['b']]);
    });
  });

  describe('section page controls', () => {
    it('starts a section on a new sheet', () => {
      const plans = paginate([
        {
          columns: [
            column([
              unit('a', 100),
              heading('s/h', 20),
              unit('s/0', 50),
              heading('t/h', 20),
              unit('t/0', 50),
            ]),
          ],
        },
      ]);
      expect(plans).toHaveLength(1);
      const breaking = paginate([
        {
          columns: [
            column([
              unit('a', 100),
              heading('s/h', 20),
              unit('s/0', 50),
              unit('t/h', 20, { keepWithNext: true, breakBefore: true }),
              unit('t/0', 50),
            ]),
          ],
        },
      ]);
      expect(breaking.map((plan) => keys(plan.columns[0]!))).toEqual([
        ['a', 's/h', 's/0'],
        ['t/h', 't/0'],
      ]);
    });

    it('does not add an empty sheet when the section already opens one', () => {
      const plans = paginate([
        { columns: [column([unit('t/h', 20, { breakBefore: true }), unit('t/0', 50)])] },
      ]);
      expect(plans).toHaveLength(1);
    });

    it('keeps a section together on the next sheet when it fits on one', () => {
      const section = [
        unit('s/h', 20, { keepWithNext: true, together: 20 + 10 + 100 + 10 + 100 }),
        unit('s/0', 100),
        unit('s/1', 100),
      ];
      // Without the control, the heading and first item stay on the first sheet (300 + 10 + 20 + 10 + 100 = 440).
      const loose = paginate([
        { columns: [column([unit('a', 300), ...section.map((u) => ({ ...u, together: undefined }))])] },
      ]);
      expect(loose.map((plan) => keys(plan.columns[0]!))).toEqual([['a', 's/h', 's/0'], ['s/1']]);
      const kept = paginate([{ columns: [column([unit('a', 300), ...section])] }]);
      expect(kept.map((plan) => keys(plan.columns[0]!))).toEqual([['a'], ['s/h', 's/0', 's/1']]);
    });

    it('lets a section taller than a sheet flow even when kept together', () => {
      const plans = paginate([
        {
          columns: [
            column([
              unit('a', 300),
              unit('s/h', 20, { keepWithNext: true, together: 700 }),
              unit('s/0', 100),
              unit('s/1', 300),
            ]),
          ],
        },
      ]);
      expect(plans.map((plan) => keys(plan.columns[0]!))).toEqual([['a', 's/h', 's/0'], ['s/1']]);
    });
  });
});

describe('overflowPast', () => {
  it('measures the content past the target sheets by its fullest column, in sheets', () => {
    // Main column: a (300) | b (300), c (90): the second sheet holds 300 + 10 + 90 = 400 of 500.
    // Side column: only 100 on the first sheet.
    const pages = [
      {
        columns: [column([unit('a', 300), unit('b', 300), unit('c', 90)]), column([unit('s', 100)])],
      },
    ];
    const plans = paginate(pages);
    expect(plans).toHaveLength(2);
    expect(overflowPast(pages, plans, 1)).toBeCloseTo(0.8);
    expect(overflowPast(pages, plans, 2)).toBe(0);
  });

  it('counts a sliced unit by the slice shown', () => {
    const pages = [{ columns: [column([unit('tall', 1200)])] }];
    const plans = paginate(pages);
    expect(plans).toHaveLength(3);
    expect(overflowPast(pages, plans, 1)).toBeCloseTo(1.4);
  });
});
