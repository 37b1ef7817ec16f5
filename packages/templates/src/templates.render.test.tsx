// @vitest-environment happy-dom
/**
 * Every template of the registry draws the sample with the real stylesheet in a DOM: what it shows, what it hides,
 * and what the resume's options change in the computed style (underlines, level marks, section columns).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSampleResumeData, type ResumeData } from '@rb/schema';
import { templates } from './registry.ts';
import { ResumeRoot, StaticSheet } from './render/Document.tsx';

const ids = Object.keys(templates) as (keyof typeof templates)[];

/** base.css and each template's file, in the order styles/index.css imports them. */
function stylesheet(): string {
  const styles = path.join(import.meta.dirname, 'styles');
  return [...readFileSync(path.join(styles, 'index.css'), 'utf8').matchAll(/@import '([^']+)';/g)]
    .map((match) => readFileSync(path.join(styles, match[1]!), 'utf8'))
    .join('\n');
}

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = stylesheet();
  document.head.append(style);
});

/** Renders the first sheet into the document and returns it. */
function mount(resume: ResumeData): HTMLElement {
  document.body.innerHTML = renderToStaticMarkup(
    <ResumeRoot resume={resume}>
      <StaticSheet resume={resume} />
    </ResumeRoot>,
  );
  return document.querySelector<HTMLElement>('.rb-sheet')!;
}

/** The sample with a hidden experience item, a hidden section, and skills at levels 3 and 0. */
function sample(template: string): ResumeData {
  const resume = createSampleResumeData();
  resume.metadata.template = template as ResumeData['metadata']['template'];
  const experience = resume.sections.experience.items;
  experience[2] = { ...experience[2]!, visible: false };
  resume.sections.volunteer.visible = false;
  resume.sections.skills.items = resume.sections.skills.items.map((item) =>
    item.name === 'Rust' ? { ...item, level: 0 } : item,
  );
  return resume;
}

/** The item whose title reads `title`. */
function itemTitled(sheet: HTMLElement, title: string): HTMLElement {
  const titles = [...sheet.querySelectorAll('.rb-item-title')].filter((el) => el.textContent === title);
  expect(titles, `one item titled ${title}`).toHaveLength(1);
  return titles[0]!.closest<HTMLElement>('.rb-item')!;
}

const filled = (mark: Element) => {
  const background = getComputedStyle(mark).backgroundColor;
  return background !== '' && background !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(background);
};

const junk = /\b(?:undefined|NaN|null)\b|\[object Object\]/;

/** Templates for applicant tracking systems: text only, whatever the resume asks for (see the tests at the end). */
const plainText = new Set<string>(['unown']);

describe.each(ids)('template %s', (id) => {
  it('shows the visible content of the sample and nothing it hides', () => {
    const resume = sample(id);
    const sheet = mount(resume);
    const text = sheet.textContent ?? '';
    const visibleCompanies = resume.sections.experience.items.filter((i) => i.visible).map((i) => i.company);
    expect(visibleCompanies).toHaveLength(2);
    for (const wanted of [
      'Ilse Varga-Moreno',
      'Senior Product Engineer building calm, accessible tools',
      ...visibleCompanies,
      'PostgreSQL',
      'Fast Lists for Slow Devices',
      'Talks',
      'Product engineer with nine years of experience',
      'ilsevarga',
    ]) {
      expect(text, wanted).toContain(wanted);
    }
    expect(text).not.toContain('Open Data Utrecht');
    expect(text).not.toContain('Code Club Utrecht');
    expect(sheet.querySelector('[data-section="volunteer"]')).toBeNull();
  });

  it('writes no "undefined", "NaN", "null" or "[object Object]" in text or attributes', () => {
    const sheet = mount(sample(id));
    expect(sheet.textContent).not.toMatch(junk);
    for (const element of sheet.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(`${element.tagName} ${attribute.name}="${attribute.value}"`).not.toMatch(junk);
      }
    }
  });

  it('draws levels in the template style: three of five at level 3, nothing at level 0', () => {
    const sheet = mount(sample(id));
    const three = itemTitled(sheet, 'Databases');
    const none = itemTitled(sheet, 'Rust');
    expect(none.querySelector('.rb-level')).toBeNull();
    expect(itemTitled(sheet, 'German').querySelector('.rb-level')).toBeNull();
    switch (templates[id].level) {
      case 'marks': {
        const marks = [...three.querySelectorAll('.rb-level-mark')];
        expect(marks).toHaveLength(5);
        expect(marks.filter(filled)).toHaveLength(3);
        expect(marks.slice(0, 3).every(filled)).toBe(true);
        break;
      }
      case 'bar': {
        const fill = three.querySelector('.rb-level-fill')!;
        expect(getComputedStyle(fill).width).toBe('60%');
        expect(filled(fill)).toBe(true);
        break;
      }
      case 'none':
        expect(sheet.querySelector('.rb-level')).toBeNull();
    }
  });

  it('underlines links only when the resume asks for it', () => {
    const resume = sample(id);
    const decoration = (sheet: HTMLElement) =>
      [...sheet.querySelectorAll('a')].map((a) => getComputedStyle(a).textDecoration);
    resume.metadata.typography.underlineLinks = false;
    const plain = decoration(mount(resume));
    expect(plain.length).toBeGreaterThan(3);
    expect(plain.filter((value) => value.includes('underline'))).toEqual([]);
    resume.metadata.typography.underlineLinks = true;
    expect(decoration(mount(resume)).every((value) => value.includes('underline'))).toBe(true);
  });

  it('puts the items of a section with three columns side by side in a three-column grid', () => {
    const resume = sample(id);
    resume.sections.skills.columns = 3;
    // In the main column: single-column templates set a sidebar's short items four to a row.
    const page = resume.metadata.layout[0]!;
    for (const column of page)
      column.splice(0, column.length, ...column.filter((entry) => entry !== 'skills'));
    page[0]!.push('skills');
    const sheet = mount(resume);
    const row = sheet.querySelector('[data-section="skills"] .rb-row')!;
    expect(getComputedStyle(row).display).toBe('grid');
    expect(getComputedStyle(row).gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    expect(row.querySelectorAll(':scope > .rb-item')).toHaveLength(3);
    expect(sheet.querySelectorAll('[data-section="skills"] .rb-row')).toHaveLength(2);
  });
});

describe.each(ids.filter((id) => !plainText.has(id)))('template %s: picture and icons', (id) => {
  it('shows the picture, and no image when it is hidden', () => {
    const resume = sample(id);
    expect(mount(resume).querySelectorAll('img')).toHaveLength(1);
    resume.basics.picture.effects.hidden = true;
    expect(mount(resume).querySelector('img')).toBeNull();
  });

  it('shows profile and contact icons unless the resume hides icons', () => {
    const resume = sample(id);
    const shown = mount(resume);
    expect(shown.querySelectorAll('.rb-brand, .rb-brand-initial').length).toBeGreaterThanOrEqual(3);
    expect(shown.querySelectorAll('.rb-icon').length).toBeGreaterThan(3);
    resume.metadata.typography.hideIcons = true;
    const hidden = mount(resume);
    expect(hidden.querySelectorAll('.rb-icon, .rb-brand, .rb-brand-initial')).toHaveLength(0);
    expect(hidden.textContent).toContain('ilsevarga');
  });
});

describe.each([...plainText])('plain-text template %s', (id) => {
  it('draws no picture and no icon even when the resume shows them, and names every network in words', () => {
    const resume = sample(id);
    expect(resume.basics.picture.effects.hidden).toBe(false);
    expect(resume.metadata.typography.hideIcons).toBe(false);
    const sheet = mount(resume);
    expect(sheet.querySelector('img, svg, .rb-icon, .rb-brand-initial, .rb-hidden-label')).toBeNull();
    const networks = [...sheet.querySelectorAll('header .rb-profile-network')];
    expect(networks.map((network) => network.textContent)).toEqual(['GitHub', 'LinkedIn', 'Mastodon']);
  });

  // Reads every element's computed style in happy-dom: seconds on a busy machine.
  it('draws nothing in the primary colour or a tint of it', () => {
    const resume = sample(id);
    resume.metadata.theme.primary = '#ff0000';
    resume.sections.summary.content = '<p>Known for <mark>calm</mark> releases.</p>';
    const sheet = mount(resume);
    expect(sheet.querySelector('.rb-rich mark')).not.toBeNull();
    const properties = ['color', 'background-color', 'background-image', 'border-color', 'box-shadow'];
    for (const element of [sheet, ...sheet.querySelectorAll('*')]) {
      const style = getComputedStyle(element);
      for (const property of properties) {
        const value = style.getPropertyValue(property);
        expect(`${element.className} ${property}: ${value}`).not.toMatch(/#ff0000|255,\s*0,\s*0|color-mix/i);
      }
    }
  }, 30_000);

  it('puts every section but the profiles (in the header) in one column, in layout order, main before sidebar', () => {
    const resume = sample(id);
    const sheet = mount(resume);
    expect(sheet.querySelectorAll('.rb-column')).toHaveLength(1);
    const [main, sidebar] = resume.metadata.layout[0]!;
    const drawn = [...sheet.querySelectorAll('.rb-section')].map((section) =>
      section.getAttribute('data-section'),
    );
    const kinds = [...main!, ...sidebar!]
      .map((key) => (key.startsWith('custom.') ? 'custom' : key))
      .filter((key) => key !== 'volunteer' && key !== 'profiles');
    expect(drawn).toEqual(kinds);
  });
});
