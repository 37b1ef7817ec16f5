import { describe, expect, it } from 'vitest';
import { formatDate, formatRange, isIsoDate, parseDate, parseRange } from './dates.ts';
import { escapeHtml, htmlToParts, listToHtml, textToHtml } from './html.ts';
import { networkIcon } from './icons.ts';
import { languageLevelFromText, skillLevelFromText } from './levels.ts';

describe('dates', () => {
  it('accepts the three ISO forms with real months and days only', () => {
    for (const ok of ['2020', '2020-01', '2020-12-31', '1999-02-01']) expect(isIsoDate(ok)).toBe(true);
    for (const bad of [
      '',
      '20',
      '3020',
      '2020-1',
      '2020-00',
      '2020-13',
      '2020-01-00',
      '2020-01-32',
      '2020/01',
      ' 2020',
    ]) {
      expect(isIsoDate(bad)).toBe(false);
    }
  });

  it('formats dates and ranges as the resume shows them', () => {
    expect(formatDate('2020-03-09')).toBe('Mar 2020');
    expect(formatDate('2020-03-09T00:00:00.000Z')).toBe('Mar 2020');
    expect(formatDate(' Feb 2021 ')).toBe('Feb 2021');
    expect(formatRange('2019', '2021')).toBe('2019 - 2021');
    expect(formatRange('2020-01', undefined)).toBe('Jan 2020 - Present');
    expect(formatRange(undefined, undefined)).toBe('');
    expect(formatRange('2016-08-24', '2016-08-01')).toBe('Aug 2016');
  });

  it('reads free text back into ISO dates', () => {
    expect(parseDate('January 2020')).toBe('2020-01');
    expect(parseDate('Sept. 2020')).toBe('2020-09');
    expect(parseDate('03/2018')).toBe('2018-03');
    expect(parseDate('Smarch 2020')).toBeUndefined();
    expect(parseRange('Jan 2020 - Present')).toEqual({ start: '2020-01' });
    expect(parseRange('2015–2019')).toEqual({ start: '2015', end: '2019' });
    expect(parseRange('2015-2019')).toEqual({ start: '2015', end: '2019' });
    expect(parseRange('Mar 2018 to Jun 2019')).toEqual({ start: '2018-03', end: '2019-06' });
    expect(parseRange('2020-01-15 - current')).toEqual({ start: '2020-01-15' });
    expect(parseRange('')).toEqual({});
    expect(parseRange('a while ago - now')).toBeUndefined();
    expect(parseRange('2019 - 2020 - 2021')).toBeUndefined();
  });
});

describe('html', () => {
  it('escapes text for content and attributes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('writes text as paragraphs and lists as the editor does', () => {
    expect(textToHtml('one\r\ntwo\n\n\nthree')).toBe('<p>one<br>two</p><p>three</p>');
    expect(listToHtml([' a ', '', 'b'])).toBe('<ul><li><p>a</p></li><li><p>b</p></li></ul>');
    expect(listToHtml([])).toBe('');
  });

  it('reads the editor’s HTML back: paragraphs, line breaks, entities and list items in order (nested ones apart)', () => {
    const html =
      '<p>First &amp; <strong>bold</strong></p><p>Second<br>line&nbsp;two</p>' +
      '<ul><li><p>Outer</p><ul><li><p>Inner</p></li></ul></li><li><p>Next &#x1F600;</p></li></ul><ol><li>Numbered</li></ol>';
    expect(htmlToParts(html)).toEqual({
      text: 'First & bold\n\nSecond\nline two',
      items: ['Outer', 'Inner', 'Next 😀', 'Numbered'],
    });
    expect(htmlToParts('')).toEqual({ text: '', items: [] });
  });
});

describe('icons and levels', () => {
  it('guesses icon slugs the way the icon set forms them', () => {
    expect(networkIcon('LinkedIn')).toBe('linkedin');
    expect(networkIcon('Stack Overflow')).toBe('stackoverflow');
    expect(networkIcon('Dev.to')).toBe('devdotto');
    expect(networkIcon('Google+')).toBe('googleplus');
    expect(networkIcon('Twitter')).toBe('x');
    expect(networkIcon('Behance ')).toBe('behance');
    expect(networkIcon('Último')).toBe('ultimo');
  });

  it('reads level words, digits, and nothing it cannot read', () => {
    expect(skillLevelFromText('Master')).toBe(5);
    expect(skillLevelFromText('Intermediate')).toBe(3);
    expect(skillLevelFromText('4')).toBe(4);
    expect(skillLevelFromText('7')).toBe(0);
    expect(skillLevelFromText('whatever')).toBe(0);
    expect(languageLevelFromText('Native or bilingual proficiency')).toBe(5);
    expect(languageLevelFromText('Limited working proficiency')).toBe(2);
    expect(languageLevelFromText('C1')).toBe(4);
    expect(languageLevelFromText('')).toBe(0);
  });
});
