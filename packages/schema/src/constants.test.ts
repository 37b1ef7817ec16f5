import { describe, expect, it } from 'vitest';
import {
  breakpoints,
  hexColourPattern,
  pageFormats,
  pictureAspectPresets,
  pictureRadiusPresets,
  quickPickFonts,
  templateIds,
  themePresets,
} from './constants.ts';

describe('constants', () => {
  it('offer the fifteen templates and both sheet sizes', () => {
    expect(templateIds).toHaveLength(15);
    expect(pageFormats).toEqual({ a4: { width: 210, height: 297 }, letter: { width: 216, height: 279 } });
  });

  it('list the 19 colour presets in the product order, each a hex colour', () => {
    expect(themePresets.map((preset) => preset.name)).toEqual([
      'slate',
      'stone',
      'red',
      'orange',
      'amber',
      'yellow',
      'lime',
      'green',
      'emerald',
      'teal',
      'cyan',
      'sky',
      'blue',
      'indigo',
      'violet',
      'purple',
      'fuchsia',
      'pink',
      'rose',
    ]);
    for (const preset of themePresets) expect(preset.hex).toMatch(hexColourPattern);
    expect(themePresets.find((preset) => preset.name === 'red')?.hex).toBe('#dc2626');
  });

  it('carry the picture presets, quick-pick fonts and breakpoints', () => {
    // In the order of docs/product.md#limits-and-defaults: the buttons are drawn in it.
    expect(Object.entries(pictureAspectPresets)).toEqual([
      ['square', 1],
      ['horizontal', 1.33],
      ['portrait', 0.75],
    ]);
    expect(pictureRadiusPresets).toEqual({ square: 0, rounded: 6, circle: 9999 });
    expect(quickPickFonts).toHaveLength(10);
    expect(Object.values(breakpoints)).toEqual([0, 640, 768, 1024, 1280, 1400]);
  });
});
