import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  interfaceFontsStylesheetUrls,
  interfaceHanFamilies,
  interfaceScriptFamilies,
} from '@rb/templates/fonts/interface';
import { linkHanFontsWhenNeeded } from './interface-fonts';

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

  it('is linked from index.html for every script but Han', () => {
    expect(html).toContain(`<link rel="stylesheet" href="${interfaceFontsStylesheetUrls.scripts}"`);
  });
});

describe('the Han faces', () => {
  const hanLinks = () => document.head.querySelectorAll(`link[href="${interfaceFontsStylesheetUrls.han}"]`);
  // The test environment does not fetch stylesheets; only the link elements matter here.
  afterEach(() => {
    hanLinks().forEach((link) => link.remove());
    document.body.replaceChildren();
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('are linked at once, and once, for a Chinese, Japanese or Korean interface', () => {
    for (const locale of ['ja-JP', 'zh-TW', 'ko-KR']) linkHanFontsWhenNeeded(locale);
    expect(hanLinks()).toHaveLength(1);
    expect((hanLinks()[0] as HTMLLinkElement).rel).toBe('stylesheet');
  });

  it('wait on an English page until such text shows up', async () => {
    const stop = linkHanFontsWhenNeeded('en-US');
    document.body.append(Object.assign(document.createElement('p'), { textContent: 'Résumé — 2024' }));
    await settle();
    expect(hanLinks()).toHaveLength(0);
    const card = document.createElement('div');
    card.innerHTML = '<h3>产品经理简历</h3>';
    document.body.append(card);
    await settle();
    expect(hanLinks()).toHaveLength(1);
    stop();
  });

  it('follow a field whose value is typed or set in Japanese or Korean', async () => {
    const stop = linkHanFontsWhenNeeded('de-DE');
    const field = document.createElement('input');
    document.body.append(field);
    field.value = '山田';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(hanLinks()).toHaveLength(1);
    stop();
    hanLinks().forEach((link) => link.remove());

    const again = linkHanFontsWhenNeeded('fr-FR');
    const wrapper = document.createElement('div');
    wrapper.innerHTML = '<label>Nom<input value="김민준"></label>';
    document.body.append(wrapper);
    await settle();
    expect(hanLinks()).toHaveLength(1);
    again();
  });

  it('are linked for a page that already shows such text', () => {
    document.body.innerHTML = '<p>東京</p>';
    linkHanFontsWhenNeeded('en-US');
    expect(hanLinks()).toHaveLength(1);
  });

  it('are not linked for text the page holds hidden, such as a closed menu of languages', async () => {
    document.body.innerHTML =
      '<div role="menu" hidden><button lang="ja-JP">日本語</button></div><p>Hello</p>';
    const stop = linkHanFontsWhenNeeded('en-US');
    const note = document.createElement('div');
    note.innerHTML = '<span hidden>中文</span>';
    document.body.append(note);
    await settle();
    expect(hanLinks()).toHaveLength(0);
    stop();
  });
});
