import { describe, expect, it } from 'vitest';
import { byteRange, matchesEtag } from './byte-range.ts';

describe('byte ranges of a printed file', () => {
  it('reads the three forms of one range, end inclusive and clipped to the file', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-10', 1000)).toEqual({ start: 990, end: 999 });
    expect(byteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(byteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('answers the whole file for no range, a malformed one, several, or an If-Range of another file', () => {
    expect(byteRange(undefined, 1000)).toBe('whole');
    expect(byteRange('bytes=a-b', 1000)).toBe('whole');
    expect(byteRange('bytes=0-1,5-9', 1000)).toBe('whole');
    expect(byteRange('bytes=9-5', 1000)).toBe('whole');
    expect(byteRange('items=0-5', 1000)).toBe('whole');
    expect(byteRange('bytes=0-5', 1000, '"old"', '"new"')).toBe('whole');
    expect(byteRange('bytes=0-5', 1000, '"new"', '"new"')).toEqual({ start: 0, end: 5 });
  });

  it('refuses a range that starts past the end', () => {
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('matches If-None-Match against the ETag, weak or strong, in a list or as *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});
