import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { breakpoints } from '@rb/schema';

// A path, not a URL object: the DOM environment replaces the global URL with one Node's fs does not take.
const stylesheet = path.join(path.dirname(fileURLToPath(import.meta.url)), '../styles/index.css');

describe('breakpoints', () => {
  // Tailwind reads the @theme block, the hooks read @rb/schema: both must say what docs/product.md#breakpoints says.
  it('are the same in the stylesheet as in the schema', () => {
    const css = readFileSync(stylesheet, 'utf8');
    const themed = Object.fromEntries(
      [...css.matchAll(/--breakpoint-([\w-]+):\s*([\d.]+)rem;/g)].map(([, name, rem]) => [
        name,
        Number(rem) * 16,
      ]),
    );
    expect(themed).toEqual(breakpoints);
  });
});
