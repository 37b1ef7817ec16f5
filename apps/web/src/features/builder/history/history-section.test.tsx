import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createDefaultResumeData, type ResumeData } from '@rb/schema';
import { Toaster } from '@/components/toaster';
import { configureApi } from '@/lib/api/client';
import { createQueryClient } from '@/lib/query-client';
import { activateLocale, i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { apiError, fakeApi, json, type ApiCall } from '@/test/fake-api';
import { testUser } from '@/test/render-app';
import { testResume } from '@/test/test-resume';
import { flushSaves, useAutosave } from '../autosave/use-autosave';
import { ArtboardFrame } from '../preview/artboard-frame';
import { currentData, editResume, loadResume, useResumeStore } from '../store/resume-store';
import { HistorySection } from './history-section';
import { SnapshotPreviewBar } from './snapshot-preview-bar';
import { resumeSnapshotPreview, useSnapshotPreview } from './resume-snapshot-preview';

vi.setConfig({ testTimeout: 20_000 });

const Saving = () => {
  const version = useResumeStore((state) => state.meta?.version);
  useAutosave('resume-1', version);
  return null;
};

const renderHistory = () => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['user'], testUser);
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <Saving />
        <div style={{ position: 'relative' }}>
          <ArtboardFrame />
          <SnapshotPreviewBar preview={resumeSnapshotPreview} />
        </div>
        <HistorySection />
        <Toaster />
      </I18nProvider>
    </QueryClientProvider>,
  );
};

const document = (headline: string): ResumeData => {
  const data = createDefaultResumeData();
  data.basics.headline = headline;
  return data;
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const snapshots = {
  'snap-2': { id: 'snap-2', createdAt: minutesAgo(5), reason: 'template', title: 'My resume' },
  'snap-1': { id: 'snap-1', createdAt: minutesAgo(60 * 26), reason: 'import', title: 'My resume' },
} as const;

let restoredVersion = 0;
const routes = {
  'GET /api/resume/resume-1/history': () => json(200, { items: Object.values(snapshots), nextCursor: null }),
  'GET /api/resume/resume-1/history/snap-1': () =>
    json(200, { ...snapshots['snap-1'], data: document('Imported headline') }),
  'GET /api/resume/resume-1/history/snap-2': () =>
    json(200, { ...snapshots['snap-2'], data: document('Current headline') }),
  'POST /api/resume/resume-1/history/snap-1/restore': () => {
    restoredVersion = 3;
    return json(200, testResume(document('Imported headline'), { version: 3 }));
  },
  'PATCH /api/resume/resume-1': (call: ApiCall) => {
    const { version } = call.body as { version: number };
    return json(200, testResume((call.body as { data: ResumeData }).data, { version: version + 1 }));
  },
};

/** What the preview frame was last sent. */
const lastSent = (post: ReturnType<typeof vi.fn>) =>
  (post.mock.calls.at(-1)?.[0] as { data: ResumeData } | undefined)?.data.basics.headline;

beforeAll(async () => {
  await activateLocale('en-US');
});
beforeEach(() => {
  restoredVersion = 0;
  configureApi({ onSessionExpired: () => {} });
  loadResume(testResume(document('Current headline'), { version: 2 }));
});
afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('history panel', () => {
  it('lists versions with their reason and age; choosing one previews it read-only with what changed since', async () => {
    const calls = fakeApi(routes);
    const user = userEvent.setup();
    renderHistory();
    const frame = screen.getByTestId<HTMLIFrameElement>('artboard-frame');
    const post = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => {});

    const list = await screen.findByRole('list', { name: 'Earlier versions' });
    const [newest, oldest] = within(list).getAllByRole('button');
    expect(newest!.textContent).toContain('Before a template change');
    expect(newest!.textContent).toContain('5 minutes ago');
    expect(oldest!.textContent).toContain('Imported');
    expect(oldest!.textContent).toContain('yesterday');

    await user.click(oldest!);
    const bar = await screen.findByTestId('snapshot-preview-bar');
    expect(bar!.textContent).toContain('Previewing version from');
    expect(oldest!.getAttribute('aria-pressed')).toBe('true');
    expect(lastSent(post)).toBe('Imported headline');
    const changes = screen.getByRole('list', { name: 'Changes since this version' });
    expect(changes!.textContent).toContain('Basics › Headline: Imported headline → Current headline');

    // Edits still go to the document, and the frame keeps showing the snapshot until the way back is taken.
    act(() => editResume((draft) => void (draft.basics.headline = 'Typed meanwhile')));
    expect(lastSent(post)).toBe('Imported headline');
    expect(changes!.textContent).toContain('Imported headline → Typed meanwhile');
    await user.click(within(bar).getByRole('button', { name: 'Back to the current version' }));
    expect(screen.queryByTestId('snapshot-preview-bar')).toBeNull();
    expect(lastSent(post)).toBe('Typed meanwhile');

    await user.click(newest!);
    await waitFor(() => expect(lastSent(post)).toBe('Current headline'));
    expect(screen.getByText('Basics › Headline: Current headline → Typed meanwhile')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    // The edit is stored before the next test replaces the server.
    expect(await act(() => flushSaves())).toBe('saved');
  });

  it('restores after confirmation: saves what waits first, then loads the restored document', async () => {
    const calls = fakeApi(routes);
    const user = userEvent.setup();
    renderHistory();
    await user.click(await screen.findByRole('button', { name: /Imported/ }));
    await screen.findByTestId('snapshot-preview-bar');
    act(() => editResume((draft) => void (draft.basics.headline = 'Unsaved edit')));

    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog!.textContent).toContain('The current version stays in the history');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(useResumeStore.getState().meta?.version).toBe(3));
    expect(restoredVersion).toBe(3);
    expect(currentData().basics.headline).toBe('Imported headline');
    expect(screen.queryByTestId('snapshot-preview-bar')).toBeNull();
    expect(await screen.findByText(/was restored/)).toBeTruthy();
    const writes = calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);
    expect(writes).toEqual([
      'PATCH /api/resume/resume-1',
      'POST /api/resume/resume-1/history/snap-1/restore',
    ]);
    // The list is asked again to show the snapshot the restore made.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/resume/resume-1/history')).toHaveLength(2),
    );
  });

  it('says why when the server refuses a restore, and keeps the document', async () => {
    fakeApi({
      ...routes,
      'POST /api/resume/resume-1/history/snap-1/restore': () => apiError(403, 'ResumeLocked'),
    });
    const user = userEvent.setup();
    renderHistory();
    await user.click(await screen.findByRole('button', { name: /Imported/ }));
    await user.click(await screen.findByRole('button', { name: 'Restore this version' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(currentData().basics.headline).toBe('Current headline');
    expect(useSnapshotPreview.getState().snapshot?.id).toBe('snap-1');
  });
});
