/**
 * The artboard in the real Chromium, as the app embeds it: a same-origin parent page holds /artboard/builder or
 * /artboard/preview in a frame and talks to it with postMessage; /artboard/print is loaded the way the printer loads
 * it. What only a browser that lays out can show: the builder's zoom messages and page aids, the size the preview
 * reports, the sheets the zoomed builder cuts compared with the print's, mirroring, colours and fonts applied.
 */
import { expect, test, type Frame, type Page } from '@playwright/test';
import { createId, createSampleResumeData, type ResumeData } from '@rb/schema';

type Route = 'builder' | 'preview';
type ArtboardWindow = Window & {
  __setResume?: (data: unknown) => unknown;
  __ARTBOARD_READY__?: boolean;
  __messages?: { type?: string; width?: number; height?: number }[];
};

/** A same-origin page with the artboard in a full-size frame; collects what the artboard posts to its parent. */
async function openFrame(page: Page, route: Route, viewport = { width: 1000, height: 900 }): Promise<Frame> {
  await page.setViewportSize(viewport);
  await page.goto('/api/health');
  await page.evaluate((route) => {
    const parent = window as ArtboardWindow;
    parent.__messages = [];
    window.addEventListener('message', (event) => parent.__messages!.push(event.data));
    document.body.innerHTML = '';
    document.body.style.margin = '0';
    const frame = document.createElement('iframe');
    frame.src = `/artboard/${route}`;
    frame.style.cssText = 'position: fixed; inset: 0; width: 100vw; height: 100vh; border: 0';
    document.body.append(frame);
  }, route);
  await expect.poll(() => messages(page, 'ARTBOARD_READY')).toHaveLength(1);
  return page.frame({ url: new RegExp(`/artboard/${route}$`) })!;
}

const messages = (page: Page, type: string) =>
  page.evaluate((type) => (window as ArtboardWindow).__messages!.filter((m) => m?.type === type), type);

const post = (page: Page, message: unknown) =>
  page.evaluate(
    (message) => document.querySelector('iframe')!.contentWindow!.postMessage(message, location.origin),
    message,
  );

const sendResume = (page: Page, data: ResumeData) => post(page, { type: 'SET_RESUME', data });

/** Every sheet's slices of tall units: [height, offset] each, in CSS px. */
const slices = (frame: Frame | Page) =>
  frame.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-rb-sheet]')].map((sheet) =>
      [...sheet.querySelectorAll<HTMLElement>('.rb-unit-slice')].map((slice) => [
        Math.round(parseFloat(slice.style.height)),
        Math.round(-parseFloat((slice.firstElementChild as HTMLElement).style.marginTop || '0')),
      ]),
    ),
  );

const sheetCount = (frame: Frame | Page) => frame.locator('[data-rb-sheet]').count();

/** The canvas's transform: scale and translation of the sheets in the builder. */
const view = (frame: Frame) =>
  frame.evaluate(() => {
    const content = document.querySelector<HTMLElement>('.ab-canvas-content')!;
    const matrix = new DOMMatrix(getComputedStyle(content).transform);
    const box = content.getBoundingClientRect();
    return {
      scale: matrix.a,
      x: matrix.e,
      y: matrix.f,
      centre: { x: box.left + box.width / 2, y: box.top + box.height / 2 },
      frame: { width: innerWidth, height: innerHeight },
    };
  });

/** The document as the printer's page lays it out. */
async function printed(page: Page, data: ResumeData) {
  await page.goto('/artboard/print');
  await page.waitForFunction(() => typeof (window as ArtboardWindow).__setResume === 'function');
  await page.evaluate((data) => (window as ArtboardWindow).__setResume!(data), data);
  await page.waitForFunction(() => (window as ArtboardWindow).__ARTBOARD_READY__ === true);
  return { sheets: await sheetCount(page), slices: await slices(page) };
}

/** The sample with one experience item whose summary is about three sheets tall. */
function withTallItem(): ResumeData {
  const data = createSampleResumeData();
  const [first] = data.sections.experience.items;
  const paragraph =
    '<p>Planned, built and measured a dispatch board used by four hundred drivers every day.</p>';
  data.sections.experience.items = [
    { ...first!, id: createId(), summary: Array.from({ length: 120 }, () => paragraph).join('') },
  ];
  return data;
}

test('the zoomed builder cuts a tall item where the PDF does: same sheets, same slices', async ({
  page,
  browser,
}) => {
  const data = withTallItem();
  const print = await printed(await browser.newPage(), data);
  expect(print.sheets).toBeGreaterThanOrEqual(3);
  expect(print.slices.flat().length).toBeGreaterThanOrEqual(3);

  // A narrow frame opens the canvas below full size; zooming out shrinks it further before the next document.
  const frame = await openFrame(page, 'builder', { width: 640, height: 800 });
  await sendResume(page, data);
  await expect.poll(() => sheetCount(frame)).toBeGreaterThan(0);
  await post(page, { type: 'ZOOM_OUT' });
  await expect.poll(async () => (await view(frame)).scale).toBeLessThan(0.7);
  await sendResume(page, { ...data, basics: { ...data.basics, headline: `${data.basics.headline}.` } });
  await expect.poll(() => slices(frame), { timeout: 15_000 }).toEqual(print.slices);
  expect(await sheetCount(frame)).toBe(print.sheets);
});

test('the builder obeys zoom in, zoom out, reset and center', async ({ page }) => {
  const frame = await openFrame(page, 'builder', { width: 700, height: 700 });
  await sendResume(page, createSampleResumeData());
  await expect.poll(() => sheetCount(frame)).toBeGreaterThan(0);
  const home = await view(frame);
  // The canvas opens with the sheet's width fitted into the frame, centred across.
  expect(home.scale).toBeCloseTo((700 - 48) / 793.7, 2);

  await post(page, { type: 'ZOOM_IN' });
  await expect.poll(async () => (await view(frame)).scale).toBeGreaterThan(home.scale + 0.05);
  const zoomedIn = (await view(frame)).scale;
  await post(page, { type: 'ZOOM_OUT' });
  await post(page, { type: 'ZOOM_OUT' });
  await expect.poll(async () => (await view(frame)).scale).toBeLessThan(zoomedIn - 0.1);
  // Two steps out end below where the canvas opened once both animations have run.
  await expect.poll(async () => (await view(frame)).scale).toBeLessThan(home.scale);

  await post(page, { type: 'RESET_VIEW' });
  await expect.poll(async () => (await view(frame)).scale).toBeCloseTo(home.scale, 3);
  expect((await view(frame)).x).toBeCloseTo(home.x, 0);
  expect((await view(frame)).y).toBeCloseTo(home.y, 0);

  await post(page, { type: 'ZOOM_OUT' });
  await post(page, { type: 'CENTER_VIEW' });
  await expect
    .poll(async () => {
      const { centre, frame: size } = await view(frame);
      return Math.round(Math.abs(centre.x - size.width / 2) + Math.abs(centre.y - size.height / 2));
    })
    .toBeLessThan(3);

  // Messages from the frame's own document or anyone else are not the toolbar: only the same origin counts.
  const before = (await view(frame)).scale;
  await frame.evaluate(() =>
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'ZOOM_IN' }, origin: 'https://elsewhere.example' }),
    ),
  );
  await page.waitForTimeout(300);
  expect((await view(frame)).scale).toBeCloseTo(before, 5);
});

test('the builder draws page-break lines and page numbers only when the resume asks for them', async ({
  page,
}) => {
  const data = withTallItem();
  data.metadata.page.options = { breakLine: true, pageNumbers: true };
  const frame = await openFrame(page, 'builder');
  await sendResume(page, data);
  await expect.poll(() => sheetCount(frame)).toBeGreaterThanOrEqual(3);
  const total = await sheetCount(frame);
  await expect(frame.locator('.ab-break-line')).toHaveCount(total - 1);
  await expect(frame.locator('.ab-page-number')).toHaveText(
    Array.from({ length: total }, (_, index) => `${index + 1} / ${total}`),
  );
  // Each number sits on its own sheet, and the last sheet has no break line below it.
  for (let index = 0; index < total; index++) {
    const sheet = frame.locator(`[data-rb-sheet="${index}"]`);
    await expect(sheet.locator('.ab-page-number')).toHaveText(`${index + 1} / ${total}`);
    await expect(sheet.locator('.ab-break-line')).toHaveCount(index < total - 1 ? 1 : 0);
  }

  data.metadata.page.options = { breakLine: false, pageNumbers: false };
  await sendResume(page, data);
  await expect(frame.locator('.ab-page-number')).toHaveCount(0);
  await expect(frame.locator('.ab-break-line')).toHaveCount(0);
});

test('the preview reports PAGE_LOADED with the sheet size once laid out', async ({ page }) => {
  await openFrame(page, 'preview');
  const data = createSampleResumeData();
  await sendResume(page, data);
  await expect.poll(() => messages(page, 'PAGE_LOADED')).toHaveLength(1);
  const [a4] = await messages(page, 'PAGE_LOADED');
  expect(a4!.width).toBeCloseTo(793.7, 1);
  expect(a4!.height).toBeCloseTo(1122.5, 1);
  data.metadata.page.format = 'letter';
  await sendResume(page, data);
  await expect.poll(() => messages(page, 'PAGE_LOADED')).toHaveLength(2);
  const letter = (await messages(page, 'PAGE_LOADED'))[1]!;
  expect(letter.width).toBeCloseTo(816.4, 1);
  expect(letter.height).toBeCloseTo(1054.5, 1);
});

test('a SET_RESUME from another origin is ignored; the same origin is heard', async ({ page }) => {
  const frame = await openFrame(page, 'preview');
  // A sandboxed frame beside it has an opaque origin: the same page, but not the app's origin.
  await page.evaluate(() => {
    const stranger = document.createElement('iframe');
    stranger.setAttribute('sandbox', 'allow-scripts');
    stranger.name = 'stranger';
    stranger.srcdoc = '<p>stranger</p>';
    document.body.append(stranger);
  });
  await expect.poll(() => page.frame({ name: 'stranger' }) !== null).toBe(true);
  const stranger = page.frame({ name: 'stranger' })!;
  await stranger.evaluate((data) => {
    window.parent.frames[0]!.postMessage({ type: 'SET_RESUME', data }, '*');
  }, createSampleResumeData());
  await page.waitForTimeout(500);
  expect(await sheetCount(frame)).toBe(0);
  await expect(frame.getByRole('status')).toBeVisible();

  await sendResume(page, createSampleResumeData());
  await expect.poll(() => sheetCount(frame)).toBeGreaterThan(0);
});

test('links show their label or else their address, underlined only when asked', async ({ page }) => {
  const data = createSampleResumeData();
  data.metadata.template = 'rhyhorn';
  const [project] = data.sections.projects.items;
  data.sections.projects.items = [
    {
      ...project!,
      id: createId(),
      name: 'Labelled',
      url: { label: 'Project site', href: 'https://labelled.example.org/x' },
    },
    { ...project!, id: createId(), name: 'Bare', url: { label: '', href: 'https://bare.example.org/path/' } },
  ];
  data.metadata.typography.underlineLinks = false;
  const frame = await openFrame(page, 'preview');
  await sendResume(page, data);
  // `.first()`: an item cut between two sheets is drawn on both (each shows its slice), links and all.
  const labelled = frame.locator('[data-rb-sheet] a[href="https://labelled.example.org/x"]').first();
  const bare = frame.locator('[data-rb-sheet] a[href="https://bare.example.org/path/"]').first();
  await expect(labelled).toHaveText('Project site');
  await expect(bare).toHaveText('bare.example.org/path');
  await expect(labelled).toHaveCSS('text-decoration-line', 'none');
  data.metadata.typography.underlineLinks = true;
  await sendResume(page, data);
  await expect(labelled).toHaveCSS('text-decoration-line', 'underline');
  await expect(bare).toHaveCSS('text-decoration-line', 'underline');
});

test('a custom field shows its icon beside its name and value', async ({ page }) => {
  const data = createSampleResumeData();
  data.metadata.template = 'onyx';
  data.basics.customFields = [
    { id: createId(), icon: 'calendar', name: 'Available', value: 'From May 2026' },
  ];
  const frame = await openFrame(page, 'preview');
  await sendResume(page, data);
  const field = frame.locator('[data-rb-sheet] .rb-contact', { hasText: 'From May 2026' });
  await expect(field).toContainText('Available');
  const icon = field.locator('svg.lucide-calendar');
  await expect(icon).toBeVisible();
  const box = (await icon.boundingBox())!;
  expect(box.width).toBeGreaterThan(8);
  expect(box.height).toBeGreaterThan(8);
  // Drawn in the primary colour.
  await expect(icon).toHaveCSS('color', 'rgb(13, 148, 136)');
});

/** The sample in Arabic words, so its direction is right to left. */
function arabic(data: ResumeData): ResumeData {
  data.basics.name = 'ليلى حداد';
  data.basics.headline = 'مهندسة برمجيات أولى تبني أدوات هادئة';
  data.sections.summary.content = '<p>أعمل منذ عشر سنوات على بناء منتجات رقمية يستخدمها الناس كل يوم.</p>';
  data.sections.experience.items = data.sections.experience.items.map((item) => ({
    ...item,
    company: 'شركة المدار للبرمجيات',
    position: 'مهندسة برمجيات',
  }));
  return data;
}

test('a right-to-left resume mirrors: the sidebar changes sides and text starts at the right', async ({
  page,
}) => {
  const sides = async (frame: Frame) =>
    frame.evaluate(() => {
      const sheet = document.querySelector('[data-rb-sheet]')!.getBoundingClientRect();
      const box = (role: string) =>
        document.querySelector(`[data-rb-sheet] .rb-column[data-role="${role}"]`)!.getBoundingClientRect();
      const heading = document.querySelector('[data-rb-sheet] [data-section="experience"] .rb-heading')!;
      const range = document.createRange();
      range.selectNodeContents(heading);
      const text = range.getBoundingClientRect();
      const column = heading.closest('.rb-column')!.getBoundingClientRect();
      return {
        sidebarLeft: box('sidebar').left - sheet.left,
        mainLeft: box('main').left - sheet.left,
        // Where the heading's text sits in its column: 0 = against the start edge on the left.
        headingFromLeft: Math.round(text.left - column.left),
        headingFromRight: Math.round(column.right - text.right),
        dir: document.querySelector('[data-rb-sheet]')!.getAttribute('dir'),
      };
    });
  const frame = await openFrame(page, 'preview');
  const data = createSampleResumeData();
  data.metadata.template = 'glalie';
  await sendResume(page, data);
  await expect.poll(() => sheetCount(frame)).toBeGreaterThan(0);
  const ltr = await sides(frame);
  expect(ltr.dir).toBe('ltr');
  expect(ltr.sidebarLeft).toBeLessThan(ltr.mainLeft);
  expect(ltr.headingFromLeft).toBeLessThanOrEqual(1);

  await sendResume(page, arabic(data));
  await expect.poll(async () => (await sides(frame)).dir).toBe('rtl');
  const rtl = await sides(frame);
  expect(rtl.sidebarLeft).toBeGreaterThan(rtl.mainLeft);
  expect(rtl.headingFromRight).toBeLessThanOrEqual(1);
});

test("the theme's background, text colour and font family are what the sheet is drawn with", async ({
  page,
}) => {
  const data = createSampleResumeData();
  data.metadata.template = 'rhyhorn';
  data.metadata.theme = {
    ...data.metadata.theme,
    background: '#fdf6e3',
    text: '#112233',
    primary: '#aa3355',
  };
  data.metadata.typography.font = {
    ...data.metadata.typography.font,
    family: 'Lora',
    subset: 'latin',
    variants: ['regular'],
  };
  const frame = await openFrame(page, 'preview');
  await sendResume(page, data);
  await expect.poll(() => messages(page, 'PAGE_LOADED')).toHaveLength(1);
  const sheet = frame.locator('[data-rb-sheet]').first();
  await expect(sheet).toHaveCSS('background-color', 'rgb(253, 246, 227)');
  await expect(sheet.locator('.rb-name')).toHaveCSS('color', 'rgb(17, 34, 51)');
  await expect(sheet.locator('.rb-name')).toHaveCSS('font-family', /^"?Lora"?, /);
  // The face was fetched from the app and is what the text is set in.
  const used = await frame.evaluate(async () => {
    await document.fonts.ready;
    return {
      loaded: [...document.fonts].filter(
        (face) => face.family.replace(/"/g, '') === 'Lora' && face.status === 'loaded',
      ).length,
      check: document.fonts.check('14px Lora', 'Ilse'),
    };
  });
  expect(used.loaded).toBeGreaterThan(0);
  expect(used.check).toBe(true);
});

test('custom CSS styles the resume and nothing outside it, whatever it tries', async ({ page }) => {
  const data = createSampleResumeData();
  data.metadata.css = {
    visible: true,
    value:
      '.rb-name { color: rgb(0, 128, 128) } } body, .ab-sheets { background: rgb(255, 0, 0) !important }',
  };
  const frame = await openFrame(page, 'preview');
  await sendResume(page, data);
  await expect(frame.locator('[data-rb-sheet] .rb-name')).toHaveCSS('color', 'rgb(0, 128, 128)');
  const outside = await frame.evaluate(() => [
    getComputedStyle(document.body).backgroundColor,
    getComputedStyle(document.querySelector('.ab-sheets')!).backgroundColor,
  ]);
  expect(outside).not.toContain('rgb(255, 0, 0)');
});

test('bronzor keeps a long section name beside its first item, clear of the next section', async ({
  page,
}) => {
  const data = createSampleResumeData();
  data.metadata.template = 'bronzor';
  const [customId] = Object.keys(data.sections.custom);
  data.sections.custom[customId!]!.name =
    'Selected conference talks, workshops and guest lectures given between 2015 and 2024';
  data.sections.custom[customId!]!.description = '';
  const frame = await openFrame(page, 'preview');
  await sendResume(page, data);
  await expect.poll(() => messages(page, 'PAGE_LOADED')).toHaveLength(1);
  const boxes = await frame.evaluate(() =>
    [...document.querySelectorAll('[data-rb-sheet] .rb-section')].map((section) => {
      const heading = section.querySelector('.rb-heading')?.getBoundingClientRect();
      const first = section
        .querySelector(':scope > .rb-unit:not(:has(.rb-heading))')!
        .getBoundingClientRect();
      const own = section.getBoundingClientRect();
      return {
        top: own.top,
        bottom: own.bottom,
        headingBottom: heading?.bottom ?? own.top,
        headingRight: heading?.right ?? own.left,
        firstLeft: first.left,
        firstTop: first.top,
        headingTop: heading?.top ?? own.top,
      };
    }),
  );
  expect(boxes.length).toBeGreaterThan(3);
  for (const [index, box] of boxes.entries()) {
    // The name stays inside its own section, in the label column beside the first item.
    expect(box.headingBottom).toBeLessThanOrEqual(box.bottom + 0.5);
    expect(box.headingRight).toBeLessThanOrEqual(box.firstLeft + 0.5);
    expect(Math.abs(box.headingTop - box.firstTop)).toBeLessThan(12);
    const next = boxes[index + 1];
    if (next && next.top > box.top) expect(box.bottom).toBeLessThanOrEqual(next.top);
  }
});
