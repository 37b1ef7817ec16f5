/**
 * Prints every template × {sample, empty, long (4+ pages), right-to-left, Chinese, Japanese, Korean} × {A4,
 * Letter} through the real printer (the server's Chromium pool, in this process, on 127.0.0.1:3174) and checks
 * each PDF: page size; page count against the print page's sheets and against /artboard/preview's (what users
 * see); every visible field's text (header, website, custom fields, headings, item fields, summaries, keywords,
 * link labels) in the extracted text, and in reading order (each column's headings and item titles top to
 * bottom); every font embedded; no word outside its page and no word drawn over another; the long case on 4+
 * pages. Pages are rasterised with `pdftoppm -r 40` into /tmp/render-matrix/ for looking at.
 *
 *   npm run render:matrix -- [--skip-build] [--template rhyhorn] [--case long]
 *
 * Exits 1 when a check failed. Needs poppler-utils (pdfinfo, pdftotext, pdffonts, pdftoppm).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createDefaultResumeData,
  createId,
  createSampleResumeData,
  type ResumeData,
  richTextToPlain,
  templateIds,
} from '@rb/schema';
import { buildApp } from '../../../apps/server/src/app.ts';
import { loadConfig } from '../../../apps/server/src/config.ts';
import { openDatabase } from '../../../apps/server/src/db/client.ts';
import { showDocument } from '../../../apps/server/src/printer/printer.page.ts';
import { printerOf } from '../../../apps/server/src/printer/printer.service.ts';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs } from '../../../apps/server/src/printer/printer.browser.ts';
import { readableHref } from '../src/blocks/Link.tsx';
import { resumeDirection } from '../src/resume/direction.ts';
import { completeLayout, resolveSection } from '../src/resume/sections.ts';
import { summaryInBand } from '../src/templates/leafish/Leafish.tsx';

const root = path.resolve(import.meta.dirname, '../../..');
const out = '/tmp/render-matrix';
const port = 3174;

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    template: { type: 'string' },
    case: { type: 'string' },
  },
});

// ---------------------------------------------------------------------------------------------------
// The documents

function longResume(): ResumeData {
  const data = createSampleResumeData();
  const [first] = data.sections.experience.items;
  data.sections.experience.items = Array.from({ length: 30 }, (_, index) => ({
    ...first!,
    id: createId(),
    company: `Northwind Company ${index + 1}`,
    position: index % 2 ? 'Staff Engineer' : 'Engineering Lead',
    date: `${2024 - index} - ${2025 - index}`,
  }));
  // A summary longer than a sheet: templates that show it outside the columns must still not lose any of it.
  const paragraph = richTextToPlain(data.sections.summary.content);
  data.sections.summary.content = Array.from(
    { length: 14 },
    (_, index) => `<p>${index + 1}. ${paragraph}</p>`,
  ).join('');
  // A section name that wraps to several lines wherever names sit in a narrow column.
  const custom = Object.values(data.sections.custom)[0]!;
  custom.name = 'Selected conference talks, workshops and guest lectures given between 2015 and 2024';
  return data;
}

/** The sample, with its person, jobs and studies written in another language. */
interface Translation {
  name: string;
  headline: string;
  location: string;
  summary: string;
  companies: [string, string, string];
  positions: [string, string, string];
  city: string;
  bullets: [string, string];
  institution: string;
  area: string;
  studyType: string;
  skills?: [string, string, string, string];
}

function translatedResume(text: Translation): ResumeData {
  const data = createSampleResumeData();
  data.basics.name = text.name;
  data.basics.headline = text.headline;
  data.basics.location = text.location;
  data.sections.summary.content = `<p>${text.summary}</p>`;
  data.sections.experience.items = data.sections.experience.items.map((item, index) => ({
    ...item,
    company: text.companies[index % 3]!,
    position: text.positions[index % 3]!,
    location: text.city,
    summary: `<ul>${text.bullets.map((bullet) => `<li>${bullet}</li>`).join('')}</ul>`,
  }));
  data.sections.education.items = data.sections.education.items.map((item) => ({
    ...item,
    institution: text.institution,
    area: text.area,
    studyType: text.studyType,
  }));
  const skills = text.skills;
  if (skills)
    data.sections.skills.items = data.sections.skills.items.map((item, index) => ({
      ...item,
      name: skills[index % 4]!,
    }));
  return data;
}

const rtlResume = () =>
  translatedResume({
    name: 'ليلى حداد',
    headline: 'مهندسة برمجيات أولى تبني أدوات هادئة وسهلة الوصول',
    location: 'عمّان، الأردن',
    summary:
      'أعمل منذ عشر سنوات على بناء منتجات رقمية يستخدمها الناس كل يوم، مع اهتمام خاص بسهولة الوصول والأداء.',
    companies: ['شركة المدار للبرمجيات', 'استوديو الورقة الخضراء', 'بيانات مفتوحة'],
    positions: ['مهندسة برمجيات أولى', 'مطورة واجهات', 'محللة بيانات'],
    city: 'عمّان',
    bullets: ['قدت فريقاً من ستة مهندسين لإعادة بناء لوحة التحكم.', 'خفضت زمن التحميل إلى النصف.'],
    institution: 'الجامعة الأردنية',
    area: 'علوم الحاسوب',
    studyType: 'بكالوريوس',
    skills: ['تطوير الواجهات', 'التصميم', 'قواعد البيانات', 'لغة رست'],
  });

const cjkResume = () =>
  translatedResume({
    name: '王小明',
    headline: '高级产品工程师，专注于无障碍与性能',
    location: '上海',
    summary: '十年来一直在构建人们每天使用的数字产品，特别关注无障碍访问和性能。',
    companies: ['潮汐物流', '明叶工作室', '乌得勒支开放数据'],
    positions: ['高级产品工程师', '前端开发工程师', '数据分析师'],
    city: '上海',
    bullets: ['带领六名工程师重建控制台。', '将加载时间缩短一半。'],
    institution: '复旦大学',
    area: '计算机科学',
    studyType: '学士',
  });

const japaneseResume = () =>
  translatedResume({
    name: '山田 花子',
    headline: 'シニアプロダクトエンジニア（アクセシビリティと性能）',
    location: '東京都',
    summary:
      '十年にわたり、毎日使われるデジタル製品を作ってきました。特にアクセシビリティと性能を大切にしています。',
    companies: ['潮見ロジスティクス株式会社', '明葉スタジオ', 'オープンデータ東京'],
    positions: ['シニアエンジニア', 'フロントエンド開発者', 'データアナリスト'],
    city: '東京',
    bullets: ['六人のチームを率いて管理画面を作り直しました。', '読み込み時間を半分にしました。'],
    institution: '東京大学',
    area: '情報科学',
    studyType: '学士',
  });

const koreanResume = () =>
  translatedResume({
    name: '김민지',
    headline: '접근성과 성능에 집중하는 선임 프로덕트 엔지니어',
    location: '서울',
    summary:
      '십 년 동안 사람들이 매일 쓰는 디지털 제품을 만들어 왔으며, 특히 접근성과 성능을 중요하게 생각합니다.',
    companies: ['조수 물류', '밝은잎 스튜디오', '서울 열린데이터'],
    positions: ['선임 엔지니어', '프론트엔드 개발자', '데이터 분석가'],
    city: '서울',
    bullets: ['여섯 명의 팀을 이끌고 관리 화면을 다시 만들었습니다.', '로딩 시간을 절반으로 줄였습니다.'],
    institution: '서울대학교',
    area: '컴퓨터공학',
    studyType: '학사',
  });

const cases: Record<string, () => ResumeData> = {
  sample: createSampleResumeData,
  empty: createDefaultResumeData,
  long: longResume,
  rtl: rtlResume,
  cjk: cjkResume,
  ja: japaneseResume,
  ko: koreanResume,
};

// ---------------------------------------------------------------------------------------------------
// What must be in the text

/** Templates that show the profiles in their header instead of as a section. */
const profilesInHeader = new Set(['kakuna', 'leafish', 'onyx']);
/** Templates with one flowing column: main and sidebar read as one. */
const singleColumn = new Set(['bronzor', 'kakuna', 'nosepass', 'onyx', 'rhyhorn']);

const summaryText = (html: string) => {
  const text = richTextToPlain(html).trim();
  return text.length <= 80 ? [text] : [text.slice(0, 40), text.slice(-40)];
};

interface Expected {
  /** Every string a reader must find. */
  present: string[];
  /** Runs that must come out in this order: each column's headings and item titles, top to bottom. */
  sequences: string[][];
}

/** What the document shows, read from the data (not from the drawing): header, then every section. */
function expectedText(data: ResumeData): Expected {
  const { basics } = data;
  const template = data.metadata.template;
  const website = basics.url.label.trim() || readableHref(basics.url.href.trim());
  const present = [basics.name, basics.headline, basics.email, basics.phone, basics.location, website];
  for (const field of basics.customFields) if (field.value.trim()) present.push(field.name, field.value);
  const sequences: string[][] = [[basics.name, basics.headline]];
  completeLayout(data).forEach(([main, sidebar], layoutPage) => {
    const columns = singleColumn.has(template) ? [[...main, ...sidebar]] : [main, sidebar];
    if (template === 'gengar' && layoutPage === 0)
      columns[0] = ['summary', ...columns[0]!.filter((id) => id !== 'summary')];
    if (template === 'gengar') columns[1] = columns[1]!.filter((id) => id !== 'summary');
    for (const ids of columns) {
      const sequence: string[] = [];
      for (const id of ids) {
        const section = resolveSection(data, id);
        if (!section) continue;
        const inHeader =
          (id === 'profiles' && profilesInHeader.has(template)) ||
          (id === 'summary' && template === 'leafish' && summaryInBand(data));
        const headless = inHeader || (id === 'summary' && template === 'gengar');
        if (!headless) {
          present.push(section.name);
          sequence.push(section.name);
        }
        if (section.kind === 'summary') {
          const parts = summaryText(section.content);
          present.push(...parts);
          if (!inHeader) sequence.push(parts[0]!);
          continue;
        }
        if (section.description) present.push(...summaryText(section.description));
        for (const item of section.items) {
          for (const text of [
            item.title,
            item.subtitle,
            item.date,
            item.location,
            item.detail,
            ...item.keywords,
          ])
            if (text) present.push(text);
          if (item.summary) present.push(...summaryText(item.summary));
          const link = item.url.label.trim() || readableHref(item.url.href.trim());
          if (section.separateLinks && section.kind !== 'profiles' && link) present.push(link);
          if (item.title && !inHeader) sequence.push(item.title);
        }
      }
      if (sequence.length > 1) sequences.push(sequence);
    }
  });
  return { present: present.map((text) => text.trim()).filter((text) => text !== ''), sequences };
}

// Extraction may reorder marks, and runs of digits inside right-to-left text: compare without marks,
// bidi controls and spaces, and accept a field whose words are all there when the whole is not.
// pdftotext writes the lam-alef ligature ("لأ") back as "أل"; sorting each run of lams and alefs makes
// the drawn and the extracted order compare equal. Runs are sorted within a word, before spaces go: across
// words a lam ending one and an alef starting the next would swap too, and the field would not be found.
const normalise = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\p{M}\p{Cf}]+/gu, '')
    .replace(/[لآأإا]{2,}/gu, (run) => [...run].sort().join(''))
    .replace(/\s+/gu, '')
    .toLowerCase();
// A full stop stays inside a word ("name@host.org") but not at its end, where right-to-left extraction may move it.
const words = (text: string) =>
  text
    .split(/[^\p{L}\p{N}@.]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);
// Some right-to-left words come out of extraction with their letters in drawing order: accept either.
const rtlWord = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const spellings = (word: string) =>
  rtlWord.test(word) ? [normalise(word), normalise([...word].reverse().join(''))] : [normalise(word)];
// Poppler cuts Arabic words from Chrome's PDFs into pieces (a final noon on a line of its own, joined letters split
// apart), so an Arabic string counts as there when most of its words are; one lost entirely still fails.
const arabic = /\p{Script=Arabic}/u;
const found = (haystack: string, wanted: string) => {
  if (haystack.includes(normalise(wanted))) return true;
  const list = words(wanted);
  const there = list.filter((word) => spellings(word).some((spelling) => haystack.includes(spelling))).length;
  return arabic.test(wanted) ? there >= list.length * 0.6 : there === list.length;
};

/**
 * The content stream holds a right-to-left line as pieces, each wrapped in an embedding (U+202B … U+202C), in the
 * order they are drawn, left to right, a word sometimes cut into pieces with a space between them: put each run of
 * pieces on a line back in reading order.
 */
const inLogicalOrder = (text: string) =>
  text.replace(/(?:\u202B[^\u202C\n]*\u202C ?)+/g, (pieces) =>
    (pieces.match(/\u202B[^\u202C\n]*\u202C/g) ?? []).reverse().join(''),
  );

/**
 * Where `wanted` starts in the text at or after `from`: the whole string, else the earliest of its words when all
 * of them come after `from` (extraction may reverse the words of a right-to-left line). -1 when not there.
 */
function locate(haystack: string, wanted: string, from: number): number {
  const whole = haystack.indexOf(normalise(wanted), from);
  if (whole !== -1) return whole;
  // Each word's earliest spelling after `from` (-1 when none is there).
  const positions = words(wanted).map((word) => {
    const hits = spellings(word)
      .map((spelling) => haystack.indexOf(spelling, from))
      .filter((at) => at !== -1);
    return hits.length > 0 ? Math.min(...hits) : -1;
  });
  const there = positions.filter((at) => at !== -1);
  // As in `found`: most words of an Arabic string, every word of any other.
  const enough = arabic.test(wanted)
    ? there.length >= positions.length * 0.6
    : there.length === positions.length;
  return positions.length > 0 && enough ? Math.min(...there) : -1;
}

/** The first entry of a run that is not where the order says: after the one before it. */
function outOfOrder(haystack: string, sequence: string[]): string | undefined {
  let from = 0;
  for (const [index, wanted] of sequence.entries()) {
    const at = locate(haystack, wanted, from);
    if (at === -1) return `${JSON.stringify(wanted)} not after ${JSON.stringify(sequence[index - 1] ?? '')}`;
    from = at + 1;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// Checks

const run = (command: string, ...args: string[]) =>
  execFileSync(command, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });

interface Outcome {
  name: string;
  pages: number;
  problems: string[];
}

/**
 * The sheets /artboard/preview shows for a document, as the public page embeds it: in a frame of a same-origin
 * page that sends SET_RESUME and waits for PAGE_LOADED.
 */
async function previewSheets(page: Page, origin: string, data: ResumeData): Promise<number> {
  await page.goto(`${origin}/api/health`);
  return page.evaluate(async (data) => {
    document.body.innerHTML = '';
    const frame = document.createElement('iframe');
    frame.src = '/artboard/preview';
    frame.style.cssText = 'width: 1000px; height: 1200px; border: 0';
    // A handler assigned, not declared: tsx would wrap a named function in a helper the page does not have.
    const shown = new Promise<void>((resolve) => {
      window.onmessage = (event: MessageEvent<{ type?: string }>) => {
        if (event.data?.type === 'ARTBOARD_READY')
          frame.contentWindow!.postMessage({ type: 'SET_RESUME', data }, location.origin);
        if (event.data?.type === 'PAGE_LOADED') {
          window.onmessage = null;
          resolve();
        }
      };
    });
    document.body.append(frame);
    await shown;
    return frame.contentDocument!.querySelectorAll('[data-rb-sheet]').length;
  }, data);
}

function checkPdf(
  file: string,
  data: ResumeData,
  sheets: { print: number; preview: number },
  minimumPages: number,
): { pages: number; problems: string[] } {
  const problems: string[] = [];
  const expected =
    data.metadata.page.format === 'a4'
      ? { width: 595.28, height: 841.89 }
      : { width: 612.28, height: 790.87 };
  const info = run('pdfinfo', '-f', '1', '-l', '999', file);
  const sizes = [...info.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  for (const [index, [width, height]] of sizes.entries()) {
    if (Math.abs(width! - expected.width) > 1 || Math.abs(height! - expected.height) > 1)
      problems.push(`page ${index + 1} is ${width}×${height} pt`);
  }
  if (sizes.length !== sheets.print)
    problems.push(`${sizes.length} pages, the print page drew ${sheets.print} sheets`);
  if (sizes.length !== sheets.preview)
    problems.push(`${sizes.length} pages, the preview shows ${sheets.preview} sheets`);

  // Two readings of the text: poppler's layout analysis, and the content stream's own order (-raw), which is the
  // order Chromium drew the page in: the DOM's, column by column, as long as no template paints text in a layer of
  // its own. Order is read from the content stream (the layout analysis interleaves side-by-side columns whose lines
  // align); only for a right-to-left resume may the layout analysis stand in, as the stream splits Arabic words.
  const text = normalise(run('pdftotext', '-enc', 'UTF-8', file, '-'));
  const raw = normalise(inLogicalOrder(run('pdftotext', '-raw', '-enc', 'UTF-8', file, '-')));
  const wanted = expectedText(data);
  const rtl = resumeDirection(data) === 'rtl';
  const disordered = wanted.sequences
    .map((sequence) => {
      const problem = outOfOrder(raw, sequence);
      return problem && rtl && !outOfOrder(text, sequence) ? undefined : problem;
    })
    .filter(Boolean);
  if (disordered.length) problems.push(`reading order: ${disordered.slice(0, 3).join('; ')}`);
  const missing = wanted.present.filter((entry) => !found(text, entry) && !found(raw, entry));
  if (missing.length)
    problems.push(
      `text missing: ${missing
        .slice(0, 6)
        .map((m) => JSON.stringify(m))
        .join(', ')}${missing.length > 6 ? ` (+${missing.length - 6})` : ''}`,
    );

  const fonts = run('pdffonts', file).split('\n').slice(2).filter(Boolean);
  const unembedded = fonts.filter((line) => line.split(/\s+/).at(-5) !== 'yes');
  if (unembedded.length)
    problems.push(`fonts not embedded: ${unembedded.map((l) => l.split(/\s+/)[0]).join(', ')}`);

  const bbox = run('pdftotext', '-bbox', file, '-');
  let outside = 0;
  const overlaps: string[] = [];
  for (const [pageIndex, page] of bbox.split('<page ').slice(1).entries()) {
    const width = Number(/width="([\d.]+)"/.exec(page)?.[1]);
    const height = Number(/height="([\d.]+)"/.exec(page)?.[1]);
    const boxes: { x0: number; y0: number; x1: number; y1: number; word: string }[] = [];
    for (const word of page.matchAll(
      /xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" yMax="([-\d.]+)">([^<]*)</g,
    )) {
      const [x0, y0, x1, y1] = word.slice(1, 5).map(Number) as [number, number, number, number];
      if (x0 < -0.5 || y0 < -0.5 || x1 > width + 0.5 || y1 > height + 0.5) outside += 1;
      // Hidden labels for text readers are set 1px high: not drawn, so they overlap nothing. Arabic words come
      // out in pieces at their joins, whose boxes overlap by design.
      if (y1 - y0 >= 2 && !/\p{Script=Arabic}/u.test(word[5]!))
        boxes.push({ x0, y0, x1, y1, word: word[5]! });
    }
    // Two words drawn over each other: their boxes share more than a third of the smaller one.
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
        const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
        if (w <= 0 || h <= 0) continue;
        const smaller = Math.min((a.x1 - a.x0) * (a.y1 - a.y0), (b.x1 - b.x0) * (b.y1 - b.y0));
        if (w * h > smaller / 3) overlaps.push(`p${pageIndex + 1} "${a.word}"/"${b.word}"`);
      }
    }
  }
  if (outside) problems.push(`${outside} words outside the page`);
  if (overlaps.length)
    problems.push(`${overlaps.length} words drawn over others: ${overlaps.slice(0, 3).join(', ')}`);
  if (sizes.length < minimumPages) problems.push(`${sizes.length} pages, not ${minimumPages} or more`);
  return { pages: sizes.length, problems };
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  if (!values['skip-build']) {
    console.log('Building the artboard…');
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/artboard'], { cwd: root, stdio: 'ignore' });
    if (built.status !== 0) throw new Error('The artboard build failed');
  }
  mkdirSync(out, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rb-render-matrix-'));
  const config = loadConfig({
    PORT: String(port),
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.listen({ port, host: '127.0.0.1' });
  const printer = printerOf(app.deps);
  const outcomes: Outcome[] = [];
  const viewer: Browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  const previewPage = await viewer.newPage({ viewport: { width: 1100, height: 1300 } });

  try {
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Matrix User',
        username: `matrix-${randomBytes(3).toString('hex')}`,
        email: `matrix-${randomBytes(3).toString('hex')}@example.com`,
        password: 'matrix-password',
        locale: 'en-US',
      },
    });
    if (register.statusCode !== 200) throw new Error(`register: ${register.body}`);
    const cookie = register.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const created = await app.inject({
      method: 'POST',
      url: '/api/resume',
      headers: { cookie },
      payload: { title: 'Matrix', slug: 'matrix', visibility: 'private' },
    });
    const id = created.json<{ id: string }>().id;
    let version = created.json<{ version: number }>().version;

    const templates = values.template ? [values.template] : [...templateIds];
    const caseNames = values.case ? [values.case] : Object.keys(cases);
    for (const template of templates) {
      for (const caseName of caseNames) {
        for (const format of ['a4', 'letter'] as const) {
          const name = `${template}-${caseName}-${format}`;
          const data = cases[caseName]!();
          data.metadata.template = template as ResumeData['metadata']['template'];
          data.metadata.page.format = format;
          try {
            const updated = await app.inject({
              method: 'PATCH',
              url: `/api/resume/${id}`,
              headers: { cookie },
              payload: { data, version },
            });
            if (updated.statusCode !== 200) throw new Error(`update: ${updated.body.slice(0, 200)}`);
            version = updated.json<{ version: number }>().version;
            const printed = await app.inject({
              method: 'GET',
              url: `/api/resume/print/${id}`,
              headers: { cookie },
            });
            if (printed.statusCode !== 200) throw new Error(`print: ${printed.body}`);
            const file = await app.inject({
              method: 'GET',
              url: new URL(printed.json<{ url: string }>().url).pathname,
              headers: { cookie },
            });
            const pdfFile = path.join(out, `${name}.pdf`);
            writeFileSync(pdfFile, file.rawPayload);
            const print = await printer.browser.run((page) =>
              showDocument(page, data, { title: name, lang: 'en' }),
            );
            const preview = await previewSheets(previewPage, `http://127.0.0.1:${port}`, data);
            const { pages, problems } = checkPdf(
              pdfFile,
              data,
              { print, preview },
              caseName === 'long' ? 4 : 1,
            );
            run('pdftoppm', '-r', '40', '-png', pdfFile, path.join(out, name));
            outcomes.push({ name, pages, problems });
          } catch (error) {
            outcomes.push({ name, pages: 0, problems: [`failed: ${(error as Error).message}`] });
          }
          const last = outcomes.at(-1)!;
          console.log(
            `${last.problems.length ? '✗' : '✓'} ${name.padEnd(28)} ${String(last.pages).padStart(2)} pages` +
              (last.problems.length ? `  ${last.problems.join('; ')}` : ''),
          );
        }
      }
    }
  } finally {
    await viewer.close();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const failed = outcomes.filter((outcome) => outcome.problems.length);
  console.log(`\n${outcomes.length - failed.length}/${outcomes.length} passed every check; PNGs in ${out}`);
  process.exit(failed.length ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
