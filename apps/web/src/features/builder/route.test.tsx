import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { createDefaultResumeData, type ResumeData, type ResumeDto } from '@rb/schema';
import { Toaster } from '@/components/toaster';
import { createQueryClient } from '@/lib/query-client';
import { apiError, fakeApi, json, type ApiCall } from '@/test/fake-api';
import { resumesQueryKey } from '@/features/resumes/resumes-api';
import { expectPath, renderApp, testUser } from '@/test/render-app';
import { setResumeMeta, useResumeStore } from './store/resume-store';
import { testResume } from '@/test/test-resume';

vi.setConfig({ testTimeout: 30_000 });

const wire = (resume: ResumeDto) => JSON.parse(JSON.stringify(resume)) as unknown;

/** The resume on the server; PATCH answers through `patch`, so a test can hold or fail a save. */
const serve = (
  resume: ResumeDto,
  patch: (call: ApiCall) => Response | Promise<Response> = (call) => {
    const body = call.body as { version: number; data?: ResumeData };
    return json(200, wire({ ...resume, data: body.data ?? resume.data, version: body.version + 1 }));
  },
  extra: Parameters<typeof fakeApi>[0] = {},
) =>
  fakeApi({
    [`GET /api/resume/${resume.id}`]: () => json(200, wire(resume)),
    [`PATCH /api/resume/${resume.id}`]: patch,
    ...extra,
  });

const openBuilder = async (resume = testResume(), queryClient = createQueryClient()) => {
  render(<Toaster />);
  const app = await renderApp(`/builder/${resume.id}`, testUser, queryClient);
  await screen.findByTestId('resume-title', {}, { timeout: 10_000 });
  return app;
};

const indicator = () => document.querySelector('[data-save-status]')!;

const setWidth = (width: number) => {
  window.innerWidth = width;
  fireEvent(window, new Event('resize'));
};

beforeAll(async () => {
  // The first import of the route and its dialogs is slow on a busy machine.
  await Promise.all([import('./route'), import('./dialogs/item-dialog')]);
}, 60_000);
beforeEach(() => setWidth(1440));
afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('opening the builder', () => {
  it('goes to the dashboard when the resume cannot be loaded', async () => {
    fakeApi({
      'GET /api/resume/missing': () => apiError(404, 'ResumeNotFound'),
      'GET /api/resume': () => json(200, []),
    });
    const { router } = await renderApp('/builder/missing', testUser);
    await expectPath(router, '/dashboard/resumes');
    expect(useResumeStore.getState().meta).toBeNull();
  });

  it('shows the title, the lock and the way back', async () => {
    serve(testResume(undefined, { title: 'Engineer', locked: true }));
    await openBuilder(testResume(undefined, { title: 'Engineer', locked: true }));
    expect(screen.getByTestId('resume-title').textContent).toBe('Engineer');
    expect(screen.getByLabelText('Locked')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your resumes' }).getAttribute('href')).toBe(
      '/dashboard/resumes',
    );
    expect(screen.getByText(/This resume is locked, so it is read-only/)).toBeTruthy();
  });
});

describe('the save indicator', () => {
  it('shows saving while a save is on its way, then saved, and offline while the network is down', async () => {
    const resume = testResume();
    let release: (response: Response) => void = () => {};
    let mode: 'hold' | 'offline' = 'hold';
    serve(resume, (call) => {
      if (mode === 'offline') throw new TypeError('Failed to fetch');
      const body = call.body as { version: number; data: ResumeData };
      return new Promise<Response>((resolve) => {
        release = () => resolve(json(200, wire({ ...resume, data: body.data, version: body.version + 1 })));
      });
    });
    const user = userEvent.setup();
    await openBuilder(resume);
    expect(indicator().getAttribute('data-save-status')).toBe('saved');
    expect(indicator().textContent).toBe('Saved');

    await user.type(screen.getByLabelText('Full name'), 'A');
    expect(indicator().textContent).toBe('Saving…');
    await waitFor(() => expect(indicator().getAttribute('data-save-status')).toBe('saving'));
    expect(indicator().textContent).toBe('Saving…');
    act(() => release(new Response()));
    await waitFor(() => expect(indicator().getAttribute('data-save-status')).toBe('saved'));

    mode = 'offline';
    await user.type(screen.getByLabelText('Full name'), 'd');
    await waitFor(() => expect(indicator().getAttribute('data-save-status')).toBe('offline'));
    expect(indicator().textContent).toBe('Offline, retrying…');
  });

  it('puts every save into the dashboard list too, so it is fresh without a refetch', async () => {
    const resume = testResume(undefined, { title: 'Engineer' });
    const other = testResume(undefined, { id: 'resume-2', updatedAt: new Date('2026-01-02T00:00:00Z') });
    serve(resume, (call) => {
      const body = call.body as { version: number; data: ResumeData };
      return json(
        200,
        wire({
          ...resume,
          data: body.data,
          version: body.version + 1,
          updatedAt: new Date('2026-03-01T00:00:00Z'),
        }),
      );
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(resumesQueryKey, [other, resume]);
    const user = userEvent.setup();
    await openBuilder(resume, queryClient);
    await user.type(screen.getByLabelText('Full name'), 'A');
    await waitFor(() => expect(indicator().getAttribute('data-save-status')).toBe('saved'));
    const list = queryClient.getQueryData<ResumeDto[]>(resumesQueryKey)!;
    expect(list.map((entry) => entry.id)).toEqual(['resume-1', 'resume-2']);
    expect(list[0]).toMatchObject({ version: 2, title: 'Engineer', data: { basics: { name: 'A' } } });
    expect(new Date(list[0]!.updatedAt).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});

describe('on a phone', () => {
  it('shows the preview alone and the panels as drawers', async () => {
    setWidth(390);
    serve(testResume());
    const user = userEvent.setup();
    await openBuilder();
    expect(screen.queryByTestId('left-panel')).toBeNull();
    expect(screen.getByTestId('artboard-frame')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Open the sections panel' }));
    const left = await screen.findByRole('dialog', { name: 'Sections' });
    expect(within(left).getByTestId('left-panel')).toBeTruthy();
    await user.type(within(left).getByLabelText('Full name'), 'Ada');
    expect(useResumeStore.getState().data?.basics.name).toBe('Ada');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sections' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Open the settings panel' }));
    const right = await screen.findByRole('dialog', { name: 'Settings' });
    expect(within(right).getByTestId('right-panel')).toBeTruthy();
    expect(within(right).getByRole('heading', { name: 'Template' })).toBeTruthy();
  });
});

describe('the bottom toolbar', () => {
  it('sends the view commands to the preview frame', async () => {
    serve(testResume());
    const user = userEvent.setup();
    await openBuilder();
    const frame = screen.getByTestId('artboard-frame') as HTMLIFrameElement;
    const posted = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => {});
    const toolbar = screen.getByRole('toolbar', { name: 'Preview tools' });
    for (const [label, type] of [
      ['Zoom in', 'ZOOM_IN'],
      ['Zoom out', 'ZOOM_OUT'],
      ['Reset view', 'RESET_VIEW'],
      ['Center view', 'CENTER_VIEW'],
    ] as const) {
      await user.click(within(toolbar).getByRole('button', { name: label }));
      expect(posted).toHaveBeenLastCalledWith({ type }, window.location.origin);
    }
  });

  it('undoes and redoes from its buttons, and toggles page breaks and numbers', async () => {
    serve(testResume());
    const user = userEvent.setup();
    await openBuilder();
    const toolbar = screen.getByRole('toolbar', { name: 'Preview tools' });
    const undoButton = within(toolbar).getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    expect(undoButton.disabled).toBe(true);
    const options = () => useResumeStore.getState().data!.metadata.page.options;
    const numbers = within(toolbar).getByRole('button', { name: 'Show page numbers' });
    // On by default (the product defaults): a press turns them off.
    expect(numbers.getAttribute('aria-pressed')).toBe('true');
    await user.click(numbers);
    expect(options().pageNumbers).toBe(false);
    expect(numbers.getAttribute('aria-pressed')).toBe('false');
    await user.click(within(toolbar).getByRole('button', { name: 'Show page breaks' }));
    expect(options().breakLine).toBe(false);
    await user.click(undoButton);
    expect(options()).toEqual({ breakLine: true, pageNumbers: false });
    await user.click(undoButton);
    expect(options()).toEqual({ breakLine: true, pageNumbers: true });
    await user.click(within(toolbar).getByRole('button', { name: 'Redo' }));
    expect(options().pageNumbers).toBe(false);
  });

  it('copies the public link only while the resume is public', async () => {
    serve(testResume());
    // user-event puts a clipboard of its own in place.
    const user = userEvent.setup();
    await openBuilder();
    const toolbar = screen.getByRole('toolbar', { name: 'Preview tools' });
    const copy = () =>
      within(toolbar).getByRole('button', {
        name: /Copy public link|Make the resume public/,
      }) as HTMLButtonElement;
    expect(copy().disabled).toBe(true);
    act(() => setResumeMeta({ visibility: 'public' }));
    expect(copy().disabled).toBe(false);
    await user.click(copy());
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/${testUser.username}/my-resume`,
    );
  });

  it('prints after the waiting edit is saved and opens the PDF in a new tab', async () => {
    const resume = testResume();
    const calls = serve(resume, undefined, {
      'GET /api/resume/print/resume-1': () => json(200, { url: '/storage/user-1/pdfs/resume-1.pdf' }),
    });
    const tab = { document: { title: '' }, location: { href: '' }, closed: false, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    await openBuilder(resume);
    await user.type(screen.getByLabelText('Full name'), 'Z');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(tab.location.href).toBe('/storage/user-1/pdfs/resume-1.pdf'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    const order = calls
      .map((call) => `${call.method} ${call.path}`)
      .filter((call) => !call.startsWith('GET /api/resume/resume-1'));
    expect(order).toEqual(['PATCH /api/resume/resume-1', 'GET /api/resume/print/resume-1']);
  });

  it('does not print a stale document: when the edit cannot be saved it closes the tab and says why', async () => {
    const resume = testResume();
    const calls = serve(resume, () => {
      throw new TypeError('Failed to fetch');
    });
    const tab = { document: { title: '' }, location: { href: '' }, closed: false, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    await openBuilder(resume);
    await user.type(screen.getByLabelText('Full name'), 'Z');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The PDF could not be created.')).toBeTruthy();
    expect(
      screen.getByText('The server cannot be reached, so your latest changes are not saved yet.'),
    ).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(calls.some((call) => call.path.startsWith('/api/resume/print'))).toBe(false);
  });
});

describe('the data it starts from', () => {
  it('shows what the server sent', async () => {
    const data = createDefaultResumeData();
    data.basics.name = 'Grace Example';
    serve(testResume(data));
    await openBuilder(testResume(data));
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Grace Example');
  });
});
