/**
 * Prints every template × {sample, empty, long (4+ pages), right-to-left, CJK} × {A4, Letter} through
 * the real printer (the server's Chromium pool, in this process, on 127.0.0.1:3174) and checks each
 * PDF: page size, page count against the artboard's sheets, every visible field's text in the
 * extracted text, every font embedded, no word outside its page. Pages are rasterised with
 * `pdftoppm -r 40` into /tmp/render-matrix/ for looking at.
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
  templateIds,
  type ResumeData,
} from '@rb/schema';
import { buildApp } from '../../../apps/server/src/app.ts';
import { loadConfig } from '../../../apps/server/src/config.ts';
import { openDatabase } from '../../../apps/server/src/db/client.ts';
import { showDocument } from '../../../apps/server/src/printer/printer.page.ts';
import { printerOf } from '../../../apps/server/src/printer/printer.service.ts';
import { completeLayout } from '../src/resume/sections.ts';
import { htmlToText } from '../src/style/rich-text.ts';

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
  const paragraph = htmlToText(data.sections.summary.content);
  data.sections.summary.content = Array.from(
    { length: 14 },
    (_, index) => `<p>${index + 1}. ${paragraph}</p>`,
  ).join('');
  return data;
}

function rtlResume(): ResumeData {
  const data = createSampleResumeData();
  data.basics.name = 'ليلى حداد';
  data.basics.headline = 'مهندسة برمجيات أولى تبني أدوات هادئة وسهلة الوصول';
  data.basics.location = 'عمّان، الأردن';
  data.sections.summary.content =
    '<p>أعمل منذ عشر سنوات على بناء منتجات رقمية يستخدمها الناس كل يوم، مع اهتمام خاص بسهولة الوصول والأداء.</p>';
  data.sections.experience.items = data.sections.experience.items.map((item, index) => ({
    ...item,
    company: ['شركة المدار للبرمجيات', 'استوديو الورقة الخضراء', 'بيانات مفتوحة'][index % 3]!,
    position: ['مهندسة برمجيات أولى', 'مطورة واجهات', 'محللة بيانات'][index % 3]!,
    location: 'عمّان',
    summary:
      '<ul><li>قدت فريقاً من ستة مهندسين لإعادة بناء لوحة التحكم.</li><li>خفضت زمن التحميل إلى النصف.</li></ul>',
  }));
  data.sections.education.items = data.sections.education.items.map((item) => ({
    ...item,
    institution: 'الجامعة الأردنية',
    area: 'علوم الحاسوب',
    studyType: 'بكالوريوس',
  }));
  data.sections.skills.items = data.sections.skills.items.map((item, index) => ({
    ...item,
    name: ['تطوير الواجهات', 'التصميم', 'قواعد البيانات', 'لغة رست'][index % 4]!,
  }));
  return data;
}

function cjkResume(): ResumeData {
  const data = createSampleResumeData();
  data.basics.name = '王小明';
  data.basics.headline = '高级产品工程师，专注于无障碍与性能';
  data.basics.location = '上海';
  data.sections.summary.content = '<p>十年来一直在构建人们每天使用的数字产品，特别关注无障碍访问和性能。</p>';
  data.sections.experience.items = data.sections.experience.items.map((item, index) => ({
    ...item,
    company: ['潮汐物流', '明叶工作室', '乌得勒支开放数据'][index % 3]!,
    position: ['高级产品工程师', '前端开发工程师', '数据分析师'][index % 3]!,
    location: '上海',
    summary: '<ul><li>带领六名工程师重建控制台。</li><li>将加载时间缩短一半。</li></ul>',
  }));
  data.sections.education.items = data.sections.education.items.map((item) => ({
    ...item,
    institution: '复旦大学',
    area: '计算机科学',
    studyType: '学士',
  }));
  return data;
}

const cases: Record<string, () => ResumeData> = {
  sample: createSampleResumeData,
  empty: createDefaultResumeData,
  long: longResume,
  rtl: rtlResume,
  cjk: cjkResume,
};

// ---------------------------------------------------------------------------------------------------
// What must be in the text

const fieldKeys = [
  'company',
  'position',
  'location',
  'date',
  'institution',
  'studyType',
  'area',
  'score',
  'title',
  'awarder',
  'name',
  'issuer',
  'organization',
  'publisher',
  'network',
  'username',
  'description',
];

/** The strings a reader must find: header fields, then each visible item's fields and keywords. */
function expectedTexts(data: ResumeData): string[] {
  const { basics } = data;
  const texts = [basics.name, basics.headline, basics.email, basics.phone, basics.location];
  const ids = completeLayout(data).flat(2);
  for (const id of ids) {
    const section = id.startsWith('custom.')
      ? data.sections.custom[id.slice('custom.'.length)]
      : (
          data.sections as unknown as Record<
            string,
            { visible: boolean; items?: Record<string, unknown>[]; content?: string }
          >
        )[id];
    if (!section || !section.visible) continue;
    if ('content' in section && typeof section.content === 'string') {
      const text = htmlToText(section.content);
      texts.push(text.slice(0, 40), text.slice(-40));
      continue;
    }
    for (const item of (section.items ?? []) as Record<string, unknown>[]) {
      if (item.visible === false) continue;
      for (const key of fieldKeys) if (typeof item[key] === 'string') texts.push(item[key]);
      if (Array.isArray(item.keywords)) texts.push(...(item.keywords as string[]));
    }
  }
  return texts.map((text) => text.trim()).filter((text) => text !== '');
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
const found = (haystack: string, wanted: string) =>
  haystack.includes(normalise(wanted)) || words(wanted).every((word) => haystack.includes(normalise(word)));

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
  sheets: number;
  problems: string[];
}

function checkPdf(file: string, data: ResumeData, sheets: number): { pages: number; problems: string[] } {
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
  if (sizes.length !== sheets) problems.push(`${sizes.length} pages, artboard drew ${sheets} sheets`);

  const text = normalise(run('pdftotext', '-enc', 'UTF-8', file, '-'));
  const missing = expectedTexts(data).filter((wanted) => !found(text, wanted));
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
  for (const page of bbox.split('<page ').slice(1)) {
    const width = Number(/width="([\d.]+)"/.exec(page)?.[1]);
    const height = Number(/height="([\d.]+)"/.exec(page)?.[1]);
    for (const word of page.matchAll(
      /xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" yMax="([-\d.]+)"/g,
    )) {
      const [xMin, yMin, xMax, yMax] = word.slice(1).map(Number) as [number, number, number, number];
      if (xMin < -0.5 || yMin < -0.5 || xMax > width + 0.5 || yMax > height + 0.5) outside += 1;
    }
  }
  if (outside) problems.push(`${outside} words outside the page`);
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
            const sheets = await printer.browser.run((page) =>
              showDocument(page, data, { title: name, lang: 'en' }),
            );
            const { pages, problems } = checkPdf(pdfFile, data, sheets);
            run('pdftoppm', '-r', '40', '-png', pdfFile, path.join(out, name));
            outcomes.push({ name, pages, sheets, problems });
          } catch (error) {
            outcomes.push({ name, pages: 0, sheets: 0, problems: [`failed: ${(error as Error).message}`] });
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
