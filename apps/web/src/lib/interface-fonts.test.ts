import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  interfaceFontsStylesheetUrls,
  interfaceHanFamilies,
  interfaceScriptFamilies,
} from '@rb/templates/fonts/interface-families.ts';
import { linkHanFonts } from './interface-fonts';

// Paths, not URL objects: the DOM environment replaces the global URL with one Node's fs does not take.
const here = path.dirname(fileURLToPath(import.meta.url));
const css = readFileSync(path.join(here, '../styles/index.css'), 'utf8');
const html = readFileSync(path.join(here, '../../index.html'), 'utf8');

/** The family names of a font-family value, unquoted. */
const familiesOf = (value: string) => value.split(',').map((name) => name.trim().replace(/^'|'$/g, ''));

function declaration(selector: string, property: string): string {
  const block = new RegExp(`(?:^|\\n)${selector.replace(/[()]/g, '\\$&')}[^{]*\\{([^}]*)\\}`).exec(css)?.[1];
  const value = new RegExp(`${property}:([^;]+);`).exec(block ?? '')?.[1];
  if (!value) throw new Error(`index.css has no ${property} for ${selector}`);
  return value;
}

describe('the interface font stack', () => {
  it('lists every script family after the Latin face, then the Han families, then the system faces', () => {
    const stack = familiesOf(declaration('@theme', '--font-sans'));
    expect(stack.slice(0, 2)).toEqual(['Inter', 'Inter Variable']);
    expect(stack.slice(2, 2 + interfaceScriptFamilies.length)).toEqual([...interfaceScriptFamilies]);
    expect(stack[2 + interfaceScriptFamilies.length]).toBe('var(--font-han)');
    expect(stack).toContain('sans-serif');
  });

  it('orders the Han families by the interface language', () => {
    expect(familiesOf(declaration(':root', '--font-han'))).toEqual(interfaceHanFamilies('en'));
    expect(familiesOf(declaration(':root:lang(ja)', '--font-han'))).toEqual(interfaceHanFamilies('ja-JP'));
    expect(familiesOf(declaration(':root:lang(ko)', '--font-han'))).toEqual(interfaceHanFamilies('ko-KR'));
    expect(css).toMatch(/:root:lang\(zh-TW\)[^{]*\{\s*--font-han:([^;]+);/);
    const traditional = /:root:lang\(zh-TW\)[^{]*\{\s*--font-han:([^;]+);/.exec(css)![1]!;
    expect(familiesOf(traditional)).toEqual(interfaceHanFamilies('zh-TW'));
  });

  it('links the scripts sheet from index.html and the Han sheet once, after the first render', () => {
    expect(html).toContain(`<link rel="stylesheet" href="${interfaceFontsStylesheetUrls.scripts}"`);
    linkHanFonts();
    linkHanFonts();
    const links = document.head.querySelectorAll(`link[href="${interfaceFontsStylesheetUrls.han}"]`);
    expect(links).toHaveLength(1);
    expect((links[0] as HTMLLinkElement).rel).toBe('stylesheet');
  });
});
