/**
 * WCAG AA contrast of every template in the default theme (docs/product.md#template-colours): each pair of
 * `contrast-pairs.ts` evaluated from the stylesheets themselves.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultTheme, templateIds } from '@rb/schema';
import { contrastRatio, evaluateColour, over } from './css-colour.ts';
import { sharedContrastPairs, templateContrastPairs } from './contrast-pairs.ts';

const read = (file: string) => readFileSync(path.join(import.meta.dirname, file), 'utf8');

type Rule = { selectors: string[]; declarations: Map<string, string> };

const normalise = (selector: string) => selector.replace(/\s+/g, ' ').replace(/"/g, "'").trim();

/** The plain rules of a stylesheet (those inside @media too), comments removed. */
const rulesOf = (css: string): Rule[] =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({
    selectors: splitSelectors(match[1]!),
    declarations: new Map(
      match[2]!
        .split(';')
        .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
        .filter((parts): parts is [string, string] => Boolean(parts[0] && parts[1]))
        .map(([name, value]) => [name, value]),
    ),
  }));

/** A rule's selector list split at its own commas, not those inside `:is(...)`. */
function splitSelectors(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      selectors.push(normalise(current));
      current = '';
    } else current += char;
  }
  selectors.push(normalise(current));
  return selectors;
}

const theme: Record<string, string> = {
  '--rb-primary': defaultTheme.primary,
  '--rb-text': defaultTheme.text,
  '--rb-background': defaultTheme.background,
};

/** How a template's sheet paints: its rules (shared ones first) and the colour one of them declares. */
const paintOf = (id: string) => {
  const rules = rulesOf(`${read('base.css')}\n${read(`../templates/${id}/${id}.css`)}`);
  const variable = (name: string) =>
    theme[name] ??
    rules
      .filter((rule) => rule.declarations.has(name))
      .map((rule) => rule.declarations.get(name))
      .at(-1);
  /** The last value the rule written as `selector` gives `properties` (the first of them it declares). */
  const declared = (selector: string, properties: string[]) => {
    const wanted = normalise(selector);
    const values = rules
      .filter((rule) => rule.selectors.includes(wanted))
      .flatMap((rule) => properties.map((property) => rule.declarations.get(property)))
      .filter((value): value is string => value !== undefined);
    expect(values, `${selector} declares ${properties.join(' or ')}`).not.toHaveLength(0);
    return evaluateColour(values.at(-1)!, variable);
  };
  const sheet = declared('.rb-sheet', ['background', 'background-color']);
  return {
    text: (selector = '.rb-sheet') => declared(selector, ['color']),
    background: (selector = '.rb-sheet') =>
      over(declared(selector, ['background', 'background-color']), sheet),
  };
};

describe('css colours', () => {
  it('mixes in srgb as color-mix does, and measures contrast as WCAG does', () => {
    const none = () => undefined;
    const tint = evaluateColour('color-mix(in srgb, #dc2626 20%, #ffffff)', none);
    expect([tint.r, tint.g, tint.b].map(Math.round)).toEqual([248, 212, 212]);
    const half = evaluateColour('color-mix(in srgb, #000000 40%, transparent)', none);
    expect(half).toMatchObject({ r: 0, g: 0, b: 0, a: 0.4 });
    expect(contrastRatio(evaluateColour('#000', none), evaluateColour('#fff', none))).toBeCloseTo(21, 5);
    expect(contrastRatio(evaluateColour('#dc2626', none), evaluateColour('#ffffff', none))).toBeCloseTo(
      4.83,
      2,
    );
  });
});

describe.each([...templateIds])('template %s in the default theme', (id) => {
  const paint = paintOf(id);
  it.each([...sharedContrastPairs, ...templateContrastPairs[id]])('$what', ({ text, on, large }) => {
    const ratio = contrastRatio(over(paint.text(text), paint.background(on)), paint.background(on));
    expect(Number(ratio.toFixed(2))).toBeGreaterThanOrEqual(large ? 3 : 4.5);
  });
});
