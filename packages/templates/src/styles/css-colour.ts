/**
 * Just enough of CSS colour to evaluate what the templates' stylesheets write for colours: `#hex`,
 * `transparent`, `var(--name)` and `color-mix(in srgb, a p%, b)`, as Chromium computes them (mixing the
 * gamma-encoded channels), plus WCAG 2 contrast. The contrast test reads the stylesheets with it, so the
 * colours it checks are the ones the sheets print.
 */
export type Rgba = { r: number; g: number; b: number; a: number };

const hex = (value: string): Rgba => {
  const digits = value.slice(1);
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const channel = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return { r: channel(0), g: channel(1), b: channel(2), a: full.length === 8 ? channel(3) / 255 : 1 };
};

/** Splits `a, b, c` at the commas that are not inside parentheses. */
const topLevelParts = (text: string): string[] => {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
};

/** A colour with an optional percentage after it, as color-mix takes its two colours. */
const weighted = (part: string): { colour: string; weight?: number } => {
  const match = /^(.*?)\s+(\d+(?:\.\d+)?)%$/.exec(part);
  return match ? { colour: match[1]!, weight: Number(match[2]) / 100 } : { colour: part };
};

/** Mixes in srgb with premultiplied alpha, as CSS Color 5 defines color-mix. */
const mix = (a: Rgba, weightA: number, b: Rgba, weightB: number): Rgba => {
  const alpha = a.a * weightA + b.a * weightB;
  if (alpha === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const channel = (key: 'r' | 'g' | 'b') => (a[key] * a.a * weightA + b[key] * b.a * weightB) / alpha;
  return { r: channel('r'), g: channel('g'), b: channel('b'), a: alpha };
};

/** Evaluates a colour value; `variables` answers a custom property's declared value. */
export const evaluateColour = (value: string, variables: (name: string) => string | undefined): Rgba => {
  const text = value.trim();
  if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  if (text.startsWith('#')) return hex(text);
  const variable = /^var\((--[\w-]+)\)$/.exec(text);
  if (variable) {
    const declared = variables(variable[1]!);
    if (declared === undefined) throw new Error(`${variable[1]} is not declared`);
    return evaluateColour(declared, variables);
  }
  const colorMix = /^color-mix\((.*)\)$/s.exec(text);
  if (colorMix) {
    const [space, first, second] = topLevelParts(colorMix[1]!);
    if (space !== 'in srgb' || !first || !second) throw new Error(`Unsupported ${text}`);
    const a = weighted(first);
    const b = weighted(second);
    const weightA = a.weight ?? (b.weight === undefined ? 0.5 : 1 - b.weight);
    const weightB = b.weight ?? 1 - weightA;
    return mix(evaluateColour(a.colour, variables), weightA, evaluateColour(b.colour, variables), weightB);
  }
  throw new Error(`Unsupported colour ${text}`);
};

/** A colour laid over an opaque one. */
export const over = (top: Rgba, bottom: Rgba): Rgba => ({
  r: top.r * top.a + bottom.r * (1 - top.a),
  g: top.g * top.a + bottom.g * (1 - top.a),
  b: top.b * top.a + bottom.b * (1 - top.a),
  a: 1,
});

const luminance = ({ r, g, b }: Rgba): number => {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** WCAG 2 contrast ratio of two opaque colours, from 1 to 21. */
export const contrastRatio = (a: Rgba, b: Rgba): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
