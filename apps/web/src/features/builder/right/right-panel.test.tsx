import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { produce } from 'immer';
import {
  createDefaultLayout,
  createDefaultResumeData,
  experienceSchema,
  quickPickFonts,
  type ResumeData,
} from '@rb/schema';
import { Toaster } from '@/components/toaster';
import { configureApi } from '@/lib/api/client';
import { createQueryClient } from '@/lib/query-client';
import { activateLocale, i18n } from '@/lib/i18n';
import { apiError, fakeApi, json, type ApiCall } from '@/test/fake-api';
import { testUser } from '@/test/render-app';
import { useAutosave } from '../autosave/use-autosave';
import { currentData, loadResume, setResumeMeta, useResumeStore } from '../store/resume-store';
import { testResume } from '@/test/test-resume';
import { ExportSection } from './export-section';
import { LayoutSection } from './layout-section';
import { PageSection } from './page-section';
import { ReadbackSection } from './readback-section';
import { RightPanel } from './right-panel';
import { rightAnchor } from './panel-section';
import { setArtboardWindow } from '../preview/artboard-channel';
import { setPreviewLayout, usePreviewLayout } from '../preview/preview-layout';
import { SharingSection } from './sharing-section';
import { StatisticsSection } from './statistics-section';
import { ThemeSection } from './theme-section';
import { TypographySection } from './typography-section';

vi.setConfig({ testTimeout: 20_000 });

const Saving = () => {
  const version = useResumeStore((state) => state.meta?.version);
  useAutosave('resume-1', version);
  return null;
};

/** Autosave runs only where a test needs the server: a saver left from one test would flush into the next. */
const renderSections = (...sections: Array<(() => React.ReactNode) | 'autosave'>) => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['user'], testUser);
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        {sections.map((Section, index) =>
          Section === 'autosave' ? <Saving key={index} /> : <Section key={index} />,
        )}
        <Toaster />
      </I18nProvider>
    </QueryClientProvider>,
  );
};

/** Radix moves focus a tick after an arrow key and checks what it lands on while the key is still down. */
const arrow = async (user: UserEvent, key: 'ArrowRight' | 'ArrowDown' | 'ArrowLeft') => {
  await user.keyboard(`{${key}>}`);
  await new Promise((resolve) => setTimeout(resolve, 10));
  await user.keyboard(`{/${key}}`);
};

const custom = (data: ResumeData, id: string) => {
  data.sections.custom[id] = {
    id,
    name: 'Talks',
    description: '',
    columns: 1,
    separateLinks: true,
    visible: true,
    startOnNewPage: false,
    keepTogether: false,
    items: [],
  };
};

beforeAll(async () => {
  await activateLocale('en-US');
});
beforeEach(() => {
  configureApi({ onSessionExpired: () => {} });
  loadResume(testResume());
});
afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('right panel', () => {
  it('holds the place of the sections below its first screen until their chunk is in', async () => {
    fakeApi({});
    renderSections(RightPanel);
    // Every anchor of the rail exists at once: the lower sections' placeholders carry theirs.
    const ids = [
      'template',
      'layout',
      'typography',
      'theme',
      'page',
      'css',
      'sharing',
      'statistics',
      'export',
    ];
    for (const id of [...ids, 'readback', 'history', 'notes', 'information'])
      expect(document.getElementById(rightAnchor(id)), id).not.toBeNull();
    expect(document.getElementById(rightAnchor('history'))?.getAttribute('aria-busy')).toBe('true');
    // The chunk is compiled on its first import here, which takes seconds on a busy machine.
    expect(await screen.findByRole('heading', { name: 'History' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Information' })).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});

describe('layout panel', () => {
  it('has no delete on page 1; adds a page and deletes it, merging its sections into page 1', async () => {
    const user = userEvent.setup();
    renderSections(LayoutSection);
    expect(document.querySelectorAll('[data-layout-page]')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Delete page/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add page' }));
    expect(currentData().metadata.layout).toHaveLength(2);
    expect(currentData().metadata.layout[1]).toEqual([[], []]);
    expect(screen.queryByRole('button', { name: 'Delete page 1' })).toBeNull();

    act(() => {
      useResumeStore.setState({
        data: produce(currentData(), (d) => {
          d.metadata.layout[0]![0] = d.metadata.layout[0]![0]!.filter((id) => id !== 'education');
          d.metadata.layout[1]![0]!.push('education');
        }),
      });
    });
    await user.click(screen.getByRole('button', { name: 'Delete page 2' }));
    expect(currentData().metadata.layout).toHaveLength(1);
    expect(currentData().metadata.layout[0]![0]!.at(-1)).toBe('education');
    expect(
      within(document.querySelector('[data-layout-column="column:0:0"]')!).getByText('Education'),
    ).toBeTruthy();
  });

  it('resets to the default layout, keeping custom sections in page 1 column 1', async () => {
    loadResume(
      testResume(
        produce(createDefaultResumeData(), (d) => {
          custom(d, 'talks');
          d.metadata.layout = [
            [['custom.talks', 'skills'], ['summary']],
            [['education'], []],
          ];
        }),
      ),
    );
    const user = userEvent.setup();
    renderSections(LayoutSection);
    await user.click(screen.getByRole('button', { name: 'Reset layout' }));
    const expected = createDefaultLayout();
    expected[0]![0]!.push('custom.talks');
    expect(currentData().metadata.layout).toEqual(expected);
  });

  it('gives every section chip a keyboard handle once dragging is in', async () => {
    renderSections(LayoutSection);
    // dnd-kit is fetched after the panel shows (shared/use-dnd.ts); the chips are there before it.
    expect(document.querySelector('[data-layout-section="skills"]')).not.toBeNull();
    await waitFor(() =>
      expect(document.querySelector('[data-layout-section="skills"]')?.getAttribute('role')).toBe('button'),
    );
    const chip = document.querySelector<HTMLElement>('[data-layout-section="skills"]')!;
    expect(chip.getAttribute('role')).toBe('button');
    expect(chip.tabIndex).toBe(0);
    expect(chip.getAttribute('aria-label')).toBe('Move Skills');
    expect(chip.getAttribute('aria-roledescription')).toBe('sortable');
  });
});

describe('typography panel', () => {
  it('quick picks are one tab stop; arrow keys move and pick', async () => {
    const user = userEvent.setup();
    renderSections(TypographySection);
    const group = screen.getByRole('radiogroup', { name: 'Quick picks' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual([...quickPickFonts]);
    // One tab stop: Tab lands on the checked font, not on each of the ten.
    await user.tab();
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'IBM Plex Serif' }));
    await user.tab();
    expect(group.contains(document.activeElement)).toBe(false);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'IBM Plex Serif' }));
    await arrow(user, 'ArrowRight');
    expect(currentData().metadata.typography.font.family).toBe(quickPickFonts[0]);
    await arrow(user, 'ArrowLeft');
    expect(currentData().metadata.typography.font.family).toBe('IBM Plex Serif');
  });

  it('searches the catalogue, moves with the arrow keys and picks with Enter; the family resets subset and variants', async () => {
    loadResume(
      testResume(
        produce(createDefaultResumeData(), (d) => {
          d.metadata.typography.font.subset = 'latin-ext';
          d.metadata.typography.font.variants = ['regular', '700'];
        }),
      ),
    );
    const user = userEvent.setup();
    renderSections(TypographySection);
    const search = screen.getByRole('combobox', { name: 'Font family' });
    const list = screen.getByRole('listbox', { name: 'Fonts' });
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(90));
    // One tab stop for the whole catalogue: the options are not focusable.
    expect(
      within(list)
        .getAllByRole('option')
        .every((option) => option.tabIndex === -1),
    ).toBe(true);
    await user.type(search, 'ro');
    const matches = within(list).getAllByRole('option');
    expect(matches.every((option) => /ro/i.test(option.textContent!))).toBe(true);
    await user.keyboard('{ArrowDown}');
    const first = matches[0]!;
    expect(search.getAttribute('aria-activedescendant')).toBe(first.id);
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    const family = first.querySelector('span')!.textContent!;
    expect(currentData().metadata.typography.font).toMatchObject({
      family,
      subset: 'latin',
      variants: ['regular'],
    });
    expect(within(list).getByRole('option', { selected: true }).id).toBe(first.id);
    await user.keyboard('{Escape}');
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('toggles variants (one stays on) and sets the switches', async () => {
    const user = userEvent.setup();
    renderSections(TypographySection);
    const variants = await screen.findByRole('toolbar', { name: 'Variants' });
    await waitFor(() => expect(within(variants).getAllByRole('button').length).toBeGreaterThan(1));
    await user.click(within(variants).getByRole('button', { name: '700' }));
    expect(currentData().metadata.typography.font.variants).toEqual(['regular', '700']);
    await user.click(within(variants).getByRole('button', { name: '400' }));
    await user.click(within(variants).getByRole('button', { name: '700' }));
    expect(currentData().metadata.typography.font.variants).toEqual(['regular']);
    await user.click(screen.getByRole('switch', { name: 'Hide icons' }));
    await user.click(screen.getByRole('switch', { name: 'Underline links' }));
    // Defaults: icons shown, links underlined.
    expect(currentData().metadata.typography).toMatchObject({ hideIcons: true, underlineLinks: false });
  });

  it('steps the font size by 0.05 within 12–18 and the line height within 0–3', async () => {
    const user = userEvent.setup();
    renderSections(TypographySection);
    const size = screen.getByRole('slider', { name: 'Font size' });
    expect(size.getAttribute('aria-valuemin')).toBe('12');
    expect(size.getAttribute('aria-valuemax')).toBe('18');
    size.focus();
    await user.keyboard('{ArrowRight}');
    expect(currentData().metadata.typography.font.size).toBe(14.05);
    await user.keyboard('{End}');
    expect(currentData().metadata.typography.font.size).toBe(18);
    const height = screen.getByRole('slider', { name: 'Line height' });
    expect([height.getAttribute('aria-valuemin'), height.getAttribute('aria-valuemax')]).toEqual(['0', '3']);
    height.focus();
    await user.keyboard('{Home}');
    expect(currentData().metadata.typography.lineHeight).toBe(0);
  });
});

describe('theme panel', () => {
  it('offers the 19 presets as one radio group, by click and by arrow keys', async () => {
    const user = userEvent.setup();
    renderSections(ThemeSection);
    const group = screen.getByRole('radiogroup', { name: 'Colour presets' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(19);
    expect(radios.slice(0, 3).map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'slate',
      'stone',
      'red',
    ]);
    expect(within(group).getByRole('radio', { name: 'red' }).getAttribute('aria-checked')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'red' }));
    await user.tab();
    expect(group.contains(document.activeElement)).toBe(false);
    await user.click(within(group).getByRole('radio', { name: 'blue' }));
    expect(currentData().metadata.theme.primary).toBe('#2563eb');
    await arrow(user, 'ArrowRight');
    expect(currentData().metadata.theme.primary).toBe('#4f46e5');
  });

  it('takes a typed hex colour once it is valid and warns meanwhile', async () => {
    const user = userEvent.setup();
    renderSections(ThemeSection);
    const text = screen.getByLabelText('Text');
    await user.clear(text);
    await user.type(text, '#11');
    expect(screen.getByText('enter a hex colour such as #dc2626')).toBeTruthy();
    await user.type(text, '1827');
    expect(currentData().metadata.theme.text).toBe('#111827');
  });
});

describe('page panel', () => {
  it('sets the format, the margin in steps of 2 within 0–48, and the options', async () => {
    const user = userEvent.setup();
    renderSections(PageSection);
    await user.click(screen.getByRole('combobox', { name: 'Format' }));
    await user.click(await screen.findByRole('option', { name: 'Letter' }));
    expect(currentData().metadata.page.format).toBe('letter');
    const margin = screen.getByRole('slider', { name: 'Margin' });
    expect([margin.getAttribute('aria-valuemin'), margin.getAttribute('aria-valuemax')]).toEqual(['0', '48']);
    margin.focus();
    await user.keyboard('{ArrowRight}');
    expect(currentData().metadata.page.margin).toBe(20);
    await user.click(screen.getByRole('switch', { name: 'Show page breaks' }));
    await user.click(screen.getByRole('switch', { name: 'Show page numbers' }));
    expect(currentData().metadata.page.options).toEqual({ breakLine: false, pageNumbers: false });
  });
});

describe('sharing and statistics', () => {
  const server = (visibility: 'refuse' | 'accept') => {
    const patches: unknown[] = [];
    const calls = fakeApi({
      'PATCH /api/resume/resume-1': (call: ApiCall) => {
        patches.push(call.body);
        if (visibility === 'refuse') return apiError(403, 'ResumeLocked');
        const body = call.body as { version: number; visibility: 'public' | 'private' };
        return json(
          200,
          JSON.parse(JSON.stringify(testResume(undefined, { ...body, version: body.version + 1 }))),
        );
      },
      'GET /api/resume/resume-1/statistics': () => json(200, { views: 12 + statisticsAsked++, downloads: 3 }),
    });
    return { patches, calls };
  };
  let statisticsAsked = 0;
  beforeEach(() => {
    statisticsAsked = 0;
  });

  it('shows the link only while public, and the statistics blurred with a notice while private', async () => {
    const { patches, calls } = server('accept');
    const user = userEvent.setup();
    renderSections('autosave', SharingSection, StatisticsSection);
    expect(screen.queryByLabelText('Public link')).toBeNull();
    expect(screen.getByText(/Statistics are available only for public resumes/)).toBeTruthy();
    const figures = screen.getByText('Views').closest('[aria-hidden]')!;
    expect(figures.getAttribute('aria-hidden')).toBe('true');
    expect(figures.className).toContain('blur-sm');
    expect(calls.some((call) => call.path.endsWith('/statistics'))).toBe(false);

    await user.click(screen.getByRole('switch', { name: 'Public' }));
    expect(((await screen.findByLabelText('Public link')) as HTMLInputElement).value).toBe(
      `${window.location.origin}/${testUser.username}/my-resume`,
    );
    await waitFor(() => expect(patches).toEqual([{ visibility: 'public', version: 1 }]));
    expect(await screen.findByText('12')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.queryByText(/Statistics are available only for public resumes/)).toBeNull();
    expect(screen.getByText('Views').closest('.blur-sm')).toBeNull();

    // New visits show when asked for.
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('13')).toBeTruthy();
  });

  it('puts the switch back and says why when the server refuses the change', async () => {
    const { patches } = server('refuse');
    const user = userEvent.setup();
    renderSections('autosave', SharingSection);
    const toggle = screen.getByRole('switch', { name: 'Public' });
    await user.click(toggle);
    expect(await screen.findByText('The resume could not be made public, so it stays private.')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(useResumeStore.getState().meta?.visibility).toBe('private');
    expect(screen.queryByLabelText('Public link')).toBeNull();
    expect(patches).toHaveLength(1);
    // The refused change is not sent again with the next edit.
    act(() => setResumeMeta({ title: 'unchanged' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(patches).toHaveLength(1);
  });
});

describe('export panel', () => {
  const downloads = () => {
    const files: Array<{ name: string; blob: Blob }> = [];
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return `blob:${blobs.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: blobs[Number(this.href.split(':').at(-1)) - 1]! });
    });
    return files;
  };

  it('saves the native JSON as <id>.json and a JSON Resume file, in the browser', async () => {
    loadResume(testResume(produce(createDefaultResumeData(), (d) => void (d.basics.name = 'Ada Example'))));
    const files = downloads();
    const calls = fakeApi({});
    const user = userEvent.setup();
    renderSections(ExportSection);
    // Each converter is fetched on its click, so the file is saved a moment after it.
    await user.click(screen.getByTestId('export-json'));
    await waitFor(() => expect(files).toHaveLength(1));
    await user.click(screen.getByTestId('export-json-resume'));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files.map((file) => file.name)).toEqual(['resume-1.json', 'resume-1.resume.json']);
    expect(JSON.parse(await files[0]!.blob.text())).toEqual(currentData());
    const jsonResume = JSON.parse(await files[1]!.blob.text()) as {
      basics: { name: string };
      $schema: string;
    };
    expect(jsonResume.basics.name).toBe('Ada Example');
    expect(jsonResume.$schema).toContain('jsonresume');
    expect(calls).toEqual([]);
  });

  it('saves Word, Markdown and text files named after the slug, made in the browser without hidden items', async () => {
    loadResume(
      testResume(
        produce(createDefaultResumeData(), (d) => {
          d.basics.name = 'Ada Example';
          d.sections.experience.items.push(
            { ...experienceSchema.parse({ id: 'e1', company: 'Analytical Engines Ltd' }) },
            { ...experienceSchema.parse({ id: 'e2', company: 'Hidden Works' }), visible: false },
          );
        }),
      ),
    );
    const files = downloads();
    const calls = fakeApi({});
    const user = userEvent.setup();
    renderSections(ExportSection);
    for (const [index, testId] of ['export-docx', 'export-markdown', 'export-text'].entries()) {
      await user.click(screen.getByTestId(testId));
      await waitFor(() => expect(files).toHaveLength(index + 1));
    }
    expect(files.map((file) => file.name)).toEqual(['my-resume.docx', 'my-resume.md', 'my-resume.txt']);
    expect(files[0]!.blob.type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const docx = new Uint8Array(await files[0]!.blob.arrayBuffer());
    expect(String.fromCharCode(docx[0]!, docx[1]!)).toBe('PK');
    const markdown = await files[1]!.blob.text();
    expect(markdown).toContain('# Ada Example');
    expect(markdown).toContain('### Analytical Engines Ltd');
    expect(markdown).not.toContain('Hidden Works');
    expect(await files[2]!.blob.text()).toContain('EXPERIENCE');
    expect(calls).toEqual([]);
  });

  it('says what JSON Resume has no place for instead of leaving it out quietly', async () => {
    loadResume(
      testResume(
        produce(createDefaultResumeData(), (d) => {
          d.basics.customFields.push({ id: 'f1', icon: '', name: 'Pronouns', value: 'she/her' });
        }),
      ),
    );
    downloads();
    const user = userEvent.setup();
    renderSections(ExportSection);
    await user.click(screen.getByTestId('export-json-resume'));
    expect(await screen.findByText(/JSON Resume has no place for 1 part of this resume/)).toBeTruthy();
    expect(screen.getByText(/Pronouns/)).toBeTruthy();
  });
});

describe('fit to pages', () => {
  /** A stand-in for the preview frame: answers FIT_PAGES the way the artboard does. */
  const frame = (answer: (pages: number) => unknown) => {
    const asked: number[] = [];
    const target = {
      postMessage: (message: { type: string; pages: number }) => {
        asked.push(message.pages);
        setTimeout(() =>
          window.dispatchEvent(
            new MessageEvent('message', {
              data: { type: 'FIT_RESULT', result: answer(message.pages) },
              origin: window.location.origin,
              source: target as unknown as Window,
            }),
          ),
        );
      },
    };
    setArtboardWindow(target as unknown as Window);
    return asked;
  };
  afterEach(() => setArtboardWindow(null));

  it('applies what the frame found as one step and says so', async () => {
    const asked = frame(() => ({
      ok: true,
      pages: 1,
      before: 2,
      changed: true,
      settings: { fontSize: 13.5, lineHeight: 1.3, margin: 12, spacing: 0.5 },
    }));
    const user = userEvent.setup();
    renderSections(PageSection);
    await user.click(screen.getByRole('button', { name: '1 page' }));
    expect(await screen.findByText('Fitted to 1 pages')).toBeTruthy();
    expect(asked).toEqual([1]);
    const { typography, page } = currentData().metadata;
    expect([typography.font.size, typography.lineHeight, page.margin, page.spacing]).toEqual([
      13.5, 1.3, 12, 0.5,
    ]);
    act(() => useResumeStore.temporal.getState().undo());
    expect(currentData().metadata.typography.font.size).toBe(14);
    expect(currentData().metadata.page.spacing).toBe(1);
  });

  it('says how many pages it needs when it cannot fit, and changes nothing', async () => {
    frame(() => ({ ok: false, pages: 3, before: 4, over: 0.4 }));
    const user = userEvent.setup();
    renderSections(PageSection);
    await user.click(screen.getByRole('button', { name: '2 pages' }));
    expect(await screen.findByText('It does not fit on 2 pages')).toBeTruthy();
    expect(screen.getByText(/it needs 3: about 40% of a page too long/)).toBeTruthy();
    expect(currentData().metadata.page.spacing).toBe(1);
  });
});

describe('page count', () => {
  afterEach(() => usePreviewLayout.setState(null, true));

  it('says how many pages the preview laid out, and suggests pulling back a nearly empty last one', () => {
    renderSections(PageSection);
    expect(screen.queryByTestId('page-count-hint')).toBeNull();
    act(() => setPreviewLayout(3, 0.12));
    const hint = screen.getByTestId('page-count-hint');
    expect(hint.textContent).toContain('Prints on 3 pages; the last is 12% full.');
    expect(hint.textContent).toContain('Fit to 2 pages below');
    act(() => setPreviewLayout(2, 0.8));
    expect(hint.textContent).toContain('the last is 80% full.');
    expect(hint.textContent).not.toContain('Fit to');
    act(() => setPreviewLayout(1, 0.5));
    expect(hint.textContent).toBe('Prints on 1 page. ');
  });
});

describe('readability check', () => {
  it('lists the fields the PDF did not give back, with why', async () => {
    fakeApi({
      'GET /api/resume/resume-1/check': () =>
        json(200, {
          score: 0.5,
          pages: 1,
          fields: [
            { path: 'basics.name', text: 'Ilse Varga', found: true, page: 1 },
            { path: 'basics.email', text: 'ilse@example.com', found: false, page: null, reason: 'customCss' },
          ],
        }),
    });
    const user = userEvent.setup();
    renderSections(ReadbackSection);
    await user.click(screen.getByRole('button', { name: 'Check the PDF' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('1 of 2 fields read back');
    const list = within(status).getByRole('list', { name: 'Fields not read back' });
    expect(within(list).getByText('ilse@example.com')).toBeTruthy();
    expect(within(list).getByText('Hidden by the custom CSS')).toBeTruthy();
    expect(within(list).queryByText('Ilse Varga')).toBeNull();
  });
});
