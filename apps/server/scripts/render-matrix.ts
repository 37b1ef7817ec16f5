/**
 * Prints every template × {sample, empty, long (4+ pages), right-to-left, Chinese, Japanese, Korean} × {A4,
 * Letter} through the real printer (the server's Chromium pool, in this process, on 127.0.0.1:3174) and checks
 * each PDF: page size; page count against the print page's sheets and against /artboard/preview's (what users
 * see); every visible field's text (header, website, custom fields, headings, item fields, summaries, keywords,
 * link labels) in the extracted text, and in reading order (each column's headings and item titles top to
 * bottom); every font embedded; no word outside its page and no word drawn over another; the long case on 4+
 * pages; and for the sample and the long case, that every sheet but the last of each layout page is at least 85 %
 * full (from the lowest word on it, within the page margins), so no band of empty paper is left before a break,
 * and that the parse-back check (GET /api/resume/{id}/check) reads every field back: score 1. Pages are rasterised with `pdftoppm -r 40` into /tmp/render-matrix/ for looking at.
 *
 *   npm run render:matrix -- [--skip-build] [--template rhyhorn] [--case long]
 *   npm run render:matrix -- --fit 1      (fits the sample to 1 page in every template and format: the settings)
 *   npm run render:matrix -- --out /tmp/m2 --port 3175   (a second run beside another one)
 *
 * Exits 1 when a check failed. Needs poppler-utils (pdfinfo, pdftotext, pdffonts, pdftoppm).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { templateIds, type ResumeData } from '@rb/schema';
import { resumeDirection, settingsAt, settingsOf, withSettings } from '@rb/templates/model';
import { repoRoot } from '../src/config.ts';
import { launchChromium } from '../src/printer/chromium.ts';
import { showDocument } from '../src/printer/printer.page.ts';
import { startLocalApp } from '../test/local-app.ts';
import { cases } from './matrix-resumes.ts';
import { expectedText, found, inLogicalOrder, normalise, outOfOrder } from './matrix-text.ts';
import { depsOf } from '../src/app.ts';

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    /** Where the PDFs and PNGs go, and the server's port: two runs side by side need their own. */
    out: { type: 'string', default: '/tmp/render-matrix' },
    port: { type: 'string', default: '3174' },
    /** Instead of the checks: fit the sample to this many pages in every template and print what that took. */
    fit: { type: 'string' },
    template: { type: 'string' },
    case: { type: 'string' },
  },
});
const out = values.out;
const port = Number(values.port);

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
  /** How full each sheet is, 0..1, from the lowest word on it. */
  fill?: number[];
  /** The parse-back check's score, 0..1. */
  score?: number;
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

/** A sheet less full than this, not ending its layout page, counts as a wasted band of paper. */
const MIN_FILL = 0.85;

function checkPdf(
  file: string,
  data: ResumeData,
  sheets: { print: number; preview: number; lastOfLayoutPage: number[] },
  minimumPages: number,
  checkFill: boolean,
): { pages: number; problems: string[]; fill: number[] } {
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
  const fill: number[] = [];
  const margin = data.metadata.page.margin * 0.75; // CSS px to pt
  for (const [pageIndex, page] of bbox.split('<page ').slice(1).entries()) {
    const width = Number(/width="([\d.]+)"/.exec(page)?.[1]);
    const height = Number(/height="([\d.]+)"/.exec(page)?.[1]);
    let lowest = 0;
    const boxes: { x0: number; y0: number; x1: number; y1: number; word: string }[] = [];
    for (const word of page.matchAll(
      /xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" yMax="([-\d.]+)">([^<]*)</g,
    )) {
      const [x0, y0, x1, y1] = word.slice(1, 5).map(Number) as [number, number, number, number];
      if (x0 < -0.5 || y0 < -0.5 || x1 > width + 0.5 || y1 > height + 0.5) outside += 1;
      else lowest = Math.max(lowest, y1);
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
    fill.push(Math.min(1, Math.max(0, (lowest - margin) / (height - 2 * margin))));
  }
  if (checkFill) {
    const sparse = fill
      .map((share, index) => ({ share, index }))
      .filter(({ share, index }) => share < MIN_FILL && !sheets.lastOfLayoutPage.includes(index));
    if (sparse.length)
      problems.push(
        `sheets under ${MIN_FILL * 100} % full: ${sparse.map(({ share, index }) => `p${index + 1} ${Math.round(share * 100)} %`).join(', ')}`,
      );
  }
  if (outside) problems.push(`${outside} words outside the page`);
  if (overlaps.length)
    problems.push(`${overlaps.length} words drawn over others: ${overlaps.slice(0, 3).join(', ')}`);
  if (sizes.length < minimumPages) problems.push(`${sizes.length} pages, not ${minimumPages} or more`);
  return { pages: sizes.length, problems, fill };
}

/** Indexes of the sheets that end a layout page (the last sheet among them): these may be short. */
const layoutPageEnds = (page: Page): Promise<number[]> =>
  page.evaluate(() => {
    const sheets = Array.from(document.querySelectorAll('[data-rb-sheet]'));
    return sheets
      .map((sheet, index) => ({ index, page: sheet.getAttribute('data-rb-layout-page') }))
      .filter(({ index, page }) => sheets[index + 1]?.getAttribute('data-rb-layout-page') !== page)
      .map(({ index }) => index);
  });

// ---------------------------------------------------------------------------------------------------

async function main() {
  if (!values['skip-build']) {
    console.log('Building the artboard…');
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/artboard'], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    if (built.status !== 0) throw new Error('The artboard build failed');
  }
  mkdirSync(out, { recursive: true });
  const local = await startLocalApp({ port, requires: ['apps/artboard/dist'] });
  const { app } = local;
  const printer = depsOf(app).printer;
  const outcomes: Outcome[] = [];
  const viewer: Browser = await launchChromium();
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
    if (values.fit) {
      await fitEach(app, templates, Number(values.fit), { cookie, id, version });
      return;
    }
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
            const [print, lastOfLayoutPage] = await printer.browser.run(async (page) => [
              await showDocument(page, data, { title: name, lang: 'en' }),
              await layoutPageEnds(page),
            ]);
            const preview = await previewSheets(previewPage, local.origin, data);
            const { pages, problems, fill } = checkPdf(
              pdfFile,
              data,
              { print, preview, lastOfLayoutPage },
              caseName === 'long' ? 4 : 1,
              caseName === 'sample' || caseName === 'long',
            );
            run('pdftoppm', '-r', '40', '-png', pdfFile, path.join(out, name));
            // The parse-back check as the builder shows it: every field read back from the printed PDF.
            let score: number | undefined;
            if (caseName === 'sample' || caseName === 'long') {
              const check = await app.inject({
                method: 'GET',
                url: `/api/resume/${id}/check`,
                headers: { cookie },
              });
              const body = check.json<{ score: number; fields: { path: string; found: boolean }[] }>();
              score = body.score;
              const missing = body.fields.filter((field) => !field.found).map((field) => field.path);
              if (check.statusCode !== 200 || score < 1)
                problems.push(`parse-back ${score}: ${missing.slice(0, 5).join(', ')}`);
            }
            outcomes.push({ name, pages, problems, fill, score });
          } catch (error) {
            outcomes.push({ name, pages: 0, problems: [`failed: ${(error as Error).message}`] });
          }
          const last = outcomes.at(-1)!;
          console.log(
            `${last.problems.length ? '✗' : '✓'} ${name.padEnd(28)} ${String(last.pages).padStart(2)} pages` +
              (last.fill
                ? `  fill ${last.fill.map((share) => `${Math.round(share * 100)}%`).join(' ')}`
                : '') +
              (last.score !== undefined ? `  check ${last.score}` : '') +
              (last.problems.length ? `  ${last.problems.join('; ')}` : ''),
          );
        }
      }
    }
  } finally {
    await viewer.close();
    await local.close();
  }

  const failed = outcomes.filter((outcome) => outcome.problems.length);
  console.log(`\n${outcomes.length - failed.length}/${outcomes.length} passed every check; PNGs in ${out}`);
  process.exit(failed.length ? 1 : 0);
}

/**
 * Fit to pages, as the API does it, for the sample in every template and format; prints the pages each PDF has
 * afterwards and the settings that took (or how many pages the smallest readable settings still need).
 */
async function fitEach(
  app: FastifyInstance,
  templates: string[],
  pages: number,
  resume: { cookie: string; id: string; version: number },
): Promise<void> {
  const { cookie, id } = resume;
  let { version } = resume;
  let fitted = 0;
  for (const template of templates) {
    for (const format of ['a4', 'letter'] as const) {
      const data = cases.sample!();
      data.metadata.template = template as ResumeData['metadata']['template'];
      data.metadata.page.format = format;
      const updated = await app.inject({
        method: 'PATCH',
        url: `/api/resume/${id}`,
        headers: { cookie },
        payload: { data, version },
      });
      version = updated.json<{ version: number }>().version;
      const answer = await app.inject({
        method: 'POST',
        url: `/api/resume/${id}/fit`,
        headers: { cookie },
        payload: { pages, version },
      });
      const name = `${template}-${format}`.padEnd(18);
      /** Prints the stored document into out/<file>.pdf and PNGs; answers its page count. */
      const printStored = async (file: string) => {
        const printed = await app.inject({
          method: 'GET',
          url: `/api/resume/print/${id}`,
          headers: { cookie },
        });
        const pdf = await app.inject({
          method: 'GET',
          url: new URL(printed.json<{ url: string }>().url).pathname,
          headers: { cookie },
        });
        const pdfFile = path.join(out, `${file}.pdf`);
        writeFileSync(pdfFile, pdf.rawPayload);
        run('pdftoppm', '-r', '40', '-png', pdfFile, path.join(out, file));
        return Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', pdfFile))?.[1]);
      };
      if (answer.statusCode !== 200) {
        const body = answer.json<{ message: string; pages?: number; over?: number }>();
        const need = body.pages
          ? `: needs ${body.pages} pages at the floors, ${body.over ?? '?'} of a page over`
          : '';
        console.log(`✗ ${name} ${body.message}${need}`);
        // What the floors look like, to see where the room goes.
        const floors = withSettings(data, settingsAt(settingsOf(data), 4));
        const atFloors = await app.inject({
          method: 'PATCH',
          url: `/api/resume/${id}`,
          headers: { cookie },
          payload: { data: floors, version },
        });
        version = atFloors.json<{ version: number }>().version;
        await printStored(`fit-${template}-${format}-floors`);
        continue;
      }
      const fittedData = answer.json<{ version: number; data: ResumeData }>();
      version = fittedData.version;
      const printedPages = await printStored(`fit-${template}-${format}`);
      const { typography, page } = fittedData.data.metadata;
      if (printedPages <= pages) fitted += 1;
      console.log(
        `${printedPages <= pages ? '✓' : '✗'} ${name} ${printedPages} page(s)  font ${typography.font.size} px ` +
          `(${Math.round(typography.font.size * 7.5) / 10} pt), line height ${typography.lineHeight}, ` +
          `margin ${page.margin} px, spacing ${Math.round(page.spacing * 100)} %`,
      );
    }
  }
  console.log(`\n${fitted}/${templates.length * 2} fit on ${pages} page(s); PNGs in ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
