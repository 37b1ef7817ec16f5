import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createDefaultResumeData, createSampleResumeData, templateIds, type ResumeData } from '@rb/schema';
import { getTemplate, templates } from './registry.ts';
import { topLevelBlocks } from './blocks/Section.tsx';
import { printedFields } from './check/printed-fields.ts';
import { MeasureSheets, PlannedSheets, StaticSheet, ResumeRoot } from './render/Document.tsx';

const render = (resume: ResumeData) =>
  renderToStaticMarkup(
    <ResumeRoot resume={resume}>
      <StaticSheet resume={resume} />
    </ResumeRoot>,
  );

const withTemplate = (resume: ResumeData, template: string): ResumeData => ({
  ...resume,
  metadata: { ...resume.metadata, template: template as ResumeData['metadata']['template'] },
});

/** Elements that would show as stray separators, blank rows or empty boxes. */
const emptyElements =
  /<([a-z0-9]+) class="rb-(contacts|contact|profile-links|item|item-[a-z]+|date|location|keywords|rich|summary|heading|section|row|unit|name|headline|url|field-name)"( [a-z-]+="[^"]*")*><\/\1>/g;

describe('registry', () => {
  it('has an entry for every template id', () => {
    expect(Object.keys(templates).sort()).toEqual([...templateIds].sort());
    for (const id of templateIds) expect(templates[id].Component).toBeTypeOf('function');
  });

  it('gives every id its own template, not the fallback', () => {
    for (const id of templateIds) expect(templates[id].id).toBe(id);
    expect(new Set(templateIds.map((id) => templates[id].Component)).size).toBe(templateIds.length);
  });

  it('falls back to onyx for an unknown id', () => {
    expect(getTemplate('missingno').id).toBe('onyx');
    expect(getTemplate('rhyhorn').id).toBe('rhyhorn');
  });
});

describe.each(templateIds)('template %s', (id) => {
  it('renders the sample with its name, sections and no empty elements', () => {
    const html = render(withTemplate(createSampleResumeData(), id));
    expect(html).toContain('Ilse Varga-Moreno');
    expect(html).toContain('class="rb-heading"');
    expect(html).toContain('mailto:ilse.varga@example.com');
    expect(html.match(emptyElements) ?? []).toEqual([]);
  });

  it('renders an empty resume without headings, contacts or empty elements', () => {
    const html = render(withTemplate(createDefaultResumeData(), id));
    expect(html).toContain('rb-sheet');
    expect(html).not.toContain('rb-heading');
    expect(html).not.toContain('rb-contact');
    expect(html).not.toContain('<img');
    expect(html.match(emptyElements) ?? []).toEqual([]);
  });
});

describe.each(templateIds)('template %s: custom sections and profiles', (id) => {
  it("draws a custom section's description as rich text under its heading", () => {
    const resume = withTemplate(createSampleResumeData(), id);
    const [customId] = Object.keys(resume.sections.custom);
    resume.sections.custom[customId!]!.description = '<p>Talks I gave at <strong>conferences</strong>.</p>';
    const html = render(resume);
    expect(html).toContain(
      `<h2 class="rb-heading">Talks</h2></div><div class="rb-unit"><div class="rb-rich rb-section-description"><p>Talks I gave at <strong>conferences</strong>.</p></div></div>`,
    );
    // The description comes before the section's first item.
    expect(html.indexOf('rb-section-description')).toBeLessThan(html.indexOf('Fast Lists for Slow Devices'));
  });

  it('shows a custom section that has only a description, and nothing for a blank one', () => {
    const resume = withTemplate(createSampleResumeData(), id);
    const [customId] = Object.keys(resume.sections.custom);
    const custom = resume.sections.custom[customId!]!;
    custom.items = [];
    custom.description = '<p>Available on request.</p>';
    expect(render(resume)).toContain('<p>Available on request.</p>');
    custom.description = '<p> </p>';
    expect(render(resume)).not.toContain('data-section="custom"');
  });

  it('shows profiles once, wherever the layout puts them', () => {
    const resume = withTemplate(createSampleResumeData(), id);
    const pages = resume.metadata.layout.map((page) =>
      page.map((column) => column.filter((s) => s !== 'profiles')),
    );
    resume.metadata.layout = [...pages, [['profiles'], []]];
    const html = renderToStaticMarkup(
      <ResumeRoot resume={resume}>
        <StaticSheet resume={resume} />
        <StaticSheet resume={resume} layoutPage={pages.length} />
      </ResumeRoot>,
    );
    const username = resume.sections.profiles.items[0]!.username;
    expect(html.split(`>${username}<`).length - 1).toBe(1);
  });
});

describe.each(['joltik', 'kakuna', 'leafish', 'onyx'])('%s header profiles', (id) => {
  const header = (resume: ResumeData) => {
    const html = render(resume);
    return html.slice(html.indexOf('<header'), html.indexOf('</header>'));
  };

  it('draws a neutral glyph for LinkedIn and prints its name, but only a hidden name beside a brand mark', () => {
    const html = header(withTemplate(createSampleResumeData(), id));
    expect(html).toMatch(
      /<svg class="rb-icon rb-brand rb-neutral-glyph"[^>]*><path d="M4\.5 4h15[^"]*" fill="currentColor"><\/path><\/svg><span class="rb-profile-network">LinkedIn<\/span><a[^>]*>ilse-varga<\/a>/,
    );
    expect(html).toMatch(
      /<svg class="rb-icon rb-brand"[^>]*>.*?<\/svg><span class="rb-hidden-label">GitHub: <\/span><a[^>]*>ilsevarga<\/a>/,
    );
    expect(html).not.toContain('rb-brand-initial');
  });

  it('prints every network name when icons are hidden', () => {
    const resume = withTemplate(createSampleResumeData(), id);
    resume.metadata.typography.hideIcons = true;
    const html = header(resume);
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('rb-hidden-label');
    for (const network of ['GitHub', 'LinkedIn', 'Mastodon']) {
      expect(html).toContain(`<span class="rb-profile-network">${network}</span>`);
    }
  });
});

describe('profile usernames', () => {
  // docs/product.md#page-flow: a username is read back whole, so it never breaks across lines.
  it.each(['nosepass', 'rhyhorn'])('are one-line text in the profiles section of %s', (id) => {
    const html = render(withTemplate(createSampleResumeData(), id));
    const section = html.slice(html.indexOf('data-section="profiles"'));
    expect(section).toMatch(/<div class="rb-item-title" data-rb-line="">.*?>@ilse@fosstodon\.org<\/a>/);
  });

  it.each(['kakuna', 'onyx'])('are one-line text in the header rows of %s', (id) => {
    const html = render(withTemplate(createSampleResumeData(), id));
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).toMatch(/<li class="rb-contact" data-rb-line="">.*?>@ilse@fosstodon\.org<\/a><\/li>/);
  });

  it('are asked for on one line by the parse-back check', () => {
    const fields = printedFields(withTemplate(createSampleResumeData(), 'nosepass'));
    const username = fields.find((field) => field.text === '@ilse@fosstodon.org');
    expect(username).toMatchObject({ path: 'sections.profiles.items.2.username', oneLine: true });
  });
});

describe('joltik, the compact template', () => {
  it.each([
    [12, '11px'],
    [14, '12.6px'],
    [18, '16.2px'],
  ])('sets text chosen at %ipx in %s: a little smaller, never under 11px', (size, compact) => {
    const resume = withTemplate(createSampleResumeData(), 'joltik');
    resume.metadata.typography.font.size = size;
    const html = render(resume);
    expect(html).toContain(`--rb-font-size:${size}px`);
    expect(html).toContain(`<div class="rb-page" style="--rb-font-size:${compact}">`);
  });
});

/** A summary of `paragraphs` copies of the sample's, on the sample. */
const withSummary = (template: string, paragraphs: number) => {
  const resume = withTemplate(createSampleResumeData(), template);
  const paragraph = resume.sections.summary.content;
  resume.sections.summary.content = Array.from({ length: paragraphs }, () => paragraph).join('');
  return resume;
};

describe('summaries outside the section flow', () => {
  it('leafish shows a summary that fits in the title band, and flows a long one as a section', () => {
    const short = render(withSummary('leafish', 2));
    expect(short).toContain('class="rb-summary leafish-summary"');
    expect(short).not.toContain('data-section="summary"');
    const long = render(withSummary('leafish', 12));
    expect(long).not.toContain('leafish-summary');
    expect(long).toMatch(/data-section="summary"><div class="rb-unit"><h2 class="rb-heading">Summary</);
  });

  it('leafish also flows a summary that would fill the band in a large font', () => {
    const resume = withSummary('leafish', 3);
    expect(render(resume)).toContain('leafish-summary');
    resume.metadata.typography.font.size = 24;
    expect(render(resume)).not.toContain('leafish-summary');
  });

  it('gengar opens the main column with the summary as a measured unit without a heading', () => {
    const resume = withSummary('gengar', 12);
    const html = renderToStaticMarkup(
      <ResumeRoot resume={resume}>
        <MeasureSheets resume={resume} />
      </ResumeRoot>,
    );
    expect(html).toMatch(
      /data-rb-column="0"><section class="rb-section" data-section="summary" data-headless="" data-rb-section="summary"><div class="rb-unit" data-rb-unit="summary\/0">/,
    );
    expect(html).not.toContain('data-rb-unit="summary/h"');
  });
});

describe('summaries that flow', () => {
  it('cuts rich text between its top-level blocks only', () => {
    expect(
      topLevelBlocks(
        '<p>One <strong>bold</strong></p><ul><li><p>a</p></li><li>b</li></ul><p> </p>Tail<hr><h2>H</h2>',
      ),
    ).toEqual([
      '<p>One <strong>bold</strong></p>',
      '<ul><li><p>a</p></li><li>b</li></ul>',
      'Tail<hr>',
      '<h2>H</h2>',
    ]);
  });

  it('measures a one-column summary paragraph by paragraph, so a long one can continue on the next sheet', () => {
    const resume = withSummary('rhyhorn', 3);
    const measured = renderToStaticMarkup(
      <ResumeRoot resume={resume}>
        <MeasureSheets resume={resume} />
      </ResumeRoot>,
    );
    for (const key of ['summary/h', 'summary/0', 'summary/1', 'summary/2'])
      expect(measured).toContain(`data-rb-unit="${key}"`);
    resume.sections.summary.columns = 2;
    const columns = renderToStaticMarkup(
      <ResumeRoot resume={resume}>
        <MeasureSheets resume={resume} />
      </ResumeRoot>,
    );
    expect(columns).toContain('data-rb-unit="summary/0"');
    expect(columns).not.toContain('data-rb-unit="summary/1"');
  });
});

describe('shared blocks', () => {
  it('clips a slice of a tall unit only at its cut edges, without a layer of its own', () => {
    const resume = withSummary('gengar', 30);
    const plans = [0, 1].map((sheet) => ({
      layoutPage: 0,
      sheetIndex: sheet,
      isFirstSheet: sheet === 0,
      columns: [[{ key: 'summary/0', clip: { offset: sheet * 900, height: 900 } }], []],
    }));
    const html = renderToStaticMarkup(
      <ResumeRoot resume={resume}>
        <PlannedSheets resume={resume} plans={plans} />
      </ResumeRoot>,
    );
    expect(html).toContain('style="display:flow-root;height:900px;overflow-x:visible;overflow-y:clip"');
    expect(html).toContain('style="margin-top:-900px"');
  });

  const sample = () => withTemplate(createSampleResumeData(), 'rhyhorn');

  it('omits hidden sections and hidden items', () => {
    const resume = sample();
    const first = resume.sections.experience.items[0]!;
    resume.sections.experience.items[0] = { ...first, visible: false };
    resume.sections.education.visible = false;
    const html = render(resume);
    expect(html).not.toContain(`>${first.company}<`);
    expect(html).not.toContain('data-section="education"');
    expect(html).toContain('data-section="experience"');
  });

  it('sanitises rich text again on render', () => {
    const resume = sample();
    resume.sections.summary.content =
      '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(2)">me</a></p>';
    const html = render(resume);
    expect(html).toContain('Hi');
    expect(html).not.toMatch(/<script|onclick|javascript:/);
  });

  it('hides every icon when the resume hides icons', () => {
    const resume = sample();
    expect(render(resume)).toContain('<svg');
    resume.metadata.typography.hideIcons = true;
    const html = render(resume);
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('rb-brand-initial');
  });

  it('draws five level marks filled up to the level, and none at level 0', () => {
    const resume = sample();
    resume.sections.skills.items = resume.sections.skills.items
      .slice(0, 1)
      .map((item) => ({ ...item, level: 3 }));
    resume.sections.languages.items = [];
    const html = render(resume);
    expect(html.match(/class="rb-level-mark"/g)).toHaveLength(5);
    expect(html.match(/class="rb-level-mark" data-on=""/g)).toHaveLength(3);
    resume.sections.skills.items = resume.sections.skills.items.map((item) => ({ ...item, level: 0 }));
    expect(render(resume)).not.toContain('rb-level');
  });

  it('marks a right-to-left resume with dir="rtl"', () => {
    const resume = sample();
    expect(render(resume)).toContain('dir="ltr"');
    resume.basics.name = 'נועה כהן';
    resume.basics.headline = 'מהנדסת תוכנה בכירה';
    resume.sections.summary.content = '<p>מפתחת מוצרים עם ניסיון של תשע שנים בבניית כלים נגישים ומהירים.</p>';
    resume.sections.experience.items = [];
    resume.sections.education.items = [];
    expect(render(resume)).toContain('dir="rtl"');
  });

  it('gives each sheet the language of its words and draws Han characters in that language', () => {
    const resume = sample();
    expect(render(resume)).toContain('lang="en"');
    resume.basics.name = '김민지';
    resume.basics.headline = '선임 소프트웨어 엔지니어';
    resume.sections.summary.content = '<p>접근성과 성능에 집중하는 제품을 만듭니다.</p>';
    resume.sections.experience.items = [];
    resume.sections.education.items = [];
    const korean = render(resume).replaceAll('&quot;', '"');
    expect(korean).toContain('lang="ko"');
    expect(korean).toMatch(/--rb-font-family:[^;]*"Noto Serif Hebrew", "Noto Sans KR", "Noto Sans TC"/);
    resume.basics.name = '山田 花子';
    resume.basics.headline = 'シニアエンジニア';
    resume.sections.summary.content = '<p>使いやすい道具を作っています。</p>';
    const japanese = render(resume).replaceAll('&quot;', '"');
    expect(japanese).toContain('lang="ja"');
    expect(japanese).toMatch(/--rb-font-family:[^;]*"Noto Serif Hebrew", "Noto Sans JP"/);
    // Han characters alone: the owner's locale decides.
    resume.basics.headline = '技術部長';
    resume.sections.summary.content = '<p>東京大学工学部</p>';
    const ownedByJapanese = renderToStaticMarkup(
      <ResumeRoot resume={resume}>
        <StaticSheet resume={resume} locale="ja-JP" />
      </ResumeRoot>,
    );
    expect(ownedByJapanese).toContain('lang="ja-JP"');
    expect(render(resume)).toContain('lang="zh"');
  });

  it('isolates dates, locations and scores so right-to-left text does not reorder their digits', () => {
    const html = render(sample());
    expect(html).toContain('<div class="rb-date" data-rb-line=""><bdi>2013 - 2015</bdi></div>');
    expect(html).toContain('<div class="rb-item-detail"><bdi>8.1 / 10</bdi></div>');
    expect(html).toContain('<div class="rb-location"><bdi>Amsterdam</bdi></div>');
  });

  it('applies custom CSS only when switched on, nested under the resume', () => {
    const resume = sample();
    resume.metadata.css = { value: '.rb-name { color: teal; }', visible: false };
    expect(render(resume)).not.toContain('teal');
    resume.metadata.css.visible = true;
    expect(render(resume)).toContain('.rb-resume .rb-sheet {\n.rb-name {\ncolor: teal;\n}\n}');
  });

  it('lays out section items in the chosen number of columns', () => {
    const resume = sample();
    resume.sections.skills.columns = 3;
    inMainColumn(resume, 'skills');
    expect(render(resume)).toContain('grid-template-columns:repeat(3, minmax(0, 1fr))');
  });

  it('sets the short items of sidebar sections four to a row when a single-column template draws them', () => {
    const resume = sample();
    resume.metadata.template = 'rhyhorn';
    expect(resume.metadata.layout[0]![1]).toContain('skills');
    expect(render(resume)).toMatch(
      /data-section="skills".*?grid-template-columns:repeat\(4, minmax\(0, 1fr\)\)/,
    );
    resume.metadata.template = 'glalie';
    expect(render(resume)).toMatch(
      /data-section="skills".*?grid-template-columns:repeat\(1, minmax\(0, 1fr\)\)/,
    );
  });

  it('shows the picture with its size, ratio, radius and effects, and hides it on request', () => {
    const resume = sample();
    resume.basics.picture = {
      ...resume.basics.picture,
      size: 100,
      aspectRatio: 0.5,
      borderRadius: 6,
      effects: { hidden: false, border: true, grayscale: true },
    };
    const html = render(resume);
    expect(html).toMatch(
      /<img class="rb-picture" src="\/sample\/picture.svg" alt="Ilse Varga-Moreno" data-border="" style="width:100px;height:auto;aspect-ratio:0.5;border-radius:6px;filter:grayscale\(1\)"/,
    );
    resume.basics.picture.effects.hidden = true;
    expect(render(resume)).not.toContain('<img');
  });

  it('shows the sheet at the page format size with the theme as CSS variables', () => {
    const resume = sample();
    resume.metadata.page.format = 'letter';
    resume.metadata.theme.primary = '#123456';
    const html = render(resume);
    expect(html).toContain('--rb-sheet-width:216mm');
    expect(html).toContain('--rb-sheet-height:279mm');
    expect(html).toContain('--rb-primary:#123456');
  });
});

/** Moves a section from wherever it is to the end of the first page's main column. */
function inMainColumn(resume: ResumeData, id: string) {
  const page = resume.metadata.layout[0]!;
  for (const column of page) column.splice(0, column.length, ...column.filter((entry) => entry !== id));
  page[0]!.push(id);
}
