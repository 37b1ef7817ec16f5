import { describe, expect, it } from 'vitest';
import { findFields, readbackScore } from './readback.ts';

const field = (path: string, text: string, oneLine = false) => ({ path, text, oneLine });

describe('finding printed fields in the lines of a PDF', () => {
  it('finds a field on one line, whatever the spacing or case, and names its page', () => {
    const pages = [
      ['Ilse  Varga-Moreno', 'Senior engineer'],
      ['EXPERIENCE', 'Tidewater Logistics  Jan 2021 - Present'],
    ];
    const found = findFields(
      [
        field('basics.name', 'Ilse Varga-Moreno', true),
        field('x', 'Experience'),
        field('d', 'Jan 2021 - Present', true),
      ],
      pages,
    );
    expect(found.map((f) => [f.found, f.page])).toEqual([
      [true, 1],
      [true, 2],
      [true, 2],
    ]);
  });

  it('reports a name broken across lines, at a hyphen or a space', () => {
    const atHyphen = findFields(
      [field('basics.name', "Aleksandra O'Brien-Łukasiewicz", true)],
      [["Aleksandra O'Brien-", 'Łukasiewicz']],
    );
    expect(atHyphen[0]).toMatchObject({ found: false, reason: 'split', page: null });
    const atSpace = findFields([field('basics.name', 'Ilse Varga', true)], [['Ilse', 'Varga']]);
    expect(atSpace[0]).toMatchObject({ found: false, reason: 'split' });
  });

  it('accepts a long title that wraps between words', () => {
    const found = findFields(
      [field('t', 'Certified Professional in Accessibility')],
      [['Certified Professional', 'in Accessibility']],
    );
    expect(found[0]).toMatchObject({ found: true, page: 1 });
  });

  it('tells words out of reading order from text that is not there at all', () => {
    const pages = [['Tidewater  2021', 'Logistics']];
    const [order, image] = findFields(
      [field('a', 'Tidewater Logistics'), field('b', 'Brightleaf Studio')],
      pages,
    );
    expect(order).toMatchObject({ found: false, reason: 'order' });
    expect(image).toMatchObject({ found: false, reason: 'image' });
  });

  it('scores the share of fields found', () => {
    expect(readbackScore(findFields([field('a', 'One'), field('b', 'Two')], [['One']]))).toBe(0.5);
    expect(readbackScore([])).toBe(1);
  });
});
