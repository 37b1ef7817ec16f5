import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createDefaultLetterData, type LetterData, type LetterDto, type ResumeData } from '@rb/schema';
import { Toaster } from '@/components/toaster';
import { configureApi } from '@/lib/api/client';
import { createQueryClient } from '@/lib/query-client';
import { activateLocale, i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { SnapshotPreviewBar } from '@/features/builder/shared-editing';
import { apiError, fakeApi, json, type ApiCall } from '@/test/fake-api';
import { testUser } from '@/test/render-app';
import { LetterHistory } from './letter-history';
import { LetterPreview } from './letter-preview';
import { letterSnapshotPreview } from './letter-snapshot-preview';
import { editLetter, loadLetter, undoLetter, useLetterStore } from './letter-store';
import { flushLetterSaves, useLetterAutosave } from './use-letter-autosave';

vi.setConfig({ testTimeout: 20_000 });

const letterData = (subject: string): LetterData => ({ ...createDefaultLetterData(), subject });

const letterOf = (data: LetterData, changes: Partial<LetterDto> = {}): LetterDto => ({
  id: 'letter-1',
  title: 'Port authority',
  slug: 'port-authority',
  visibility: 'private',
  data,
  locked: false,
  version: 2,
  userId: 'user-1',
  createdAt: new Date(),
  updatedAt: new Date(),
  ...changes,
});

const Saving = () => {
  const version = useLetterStore((state) => state.meta?.version);
  useLetterAutosave('letter-1', version);
  return null;
};

const renderHistory = () => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['user'], testUser);
  queryClient.setQueryData(['resumes'], []);
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <Saving />
        <div style={{ position: 'relative' }}>
          <LetterPreview />
          <SnapshotPreviewBar preview={letterSnapshotPreview} />
        </div>
        <LetterHistory />
        <Toaster />
      </I18nProvider>
    </QueryClientProvider>,
  );
};

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const snapshots = {
  'snap-2': { id: 'snap-2', createdAt: minutesAgo(12), reason: 'edit', title: 'Port authority' },
  'snap-1': { id: 'snap-1', createdAt: minutesAgo(60 * 26), reason: 'create', title: 'Port authority' },
} as const;

let restores = 0;
const routes = {
  'GET /api/resume': () => json(200, []),
  'GET /api/letter/letter-1/history': () => json(200, { items: Object.values(snapshots), nextCursor: null }),
  'GET /api/letter/letter-1/history/snap-1': () =>
    json(200, { ...snapshots['snap-1'], data: letterData('First subject') }),
  'GET /api/letter/letter-1/history/snap-2': () =>
    json(200, { ...snapshots['snap-2'], data: letterData('Current subject') }),
  'POST /api/letter/letter-1/history/snap-1/restore': () => {
    restores += 1;
    return json(200, letterOf(letterData('First subject'), { version: 4 }));
  },
  'PATCH /api/letter/letter-1': (call: ApiCall) => {
    const { version, data } = call.body as { version: number; data: LetterData };
    return json(200, letterOf(data, { version: version + 1 }));
  },
};

/** The subject line of the letter the preview frame was last sent (the summary holds it in bold). */
const lastSent = (post: ReturnType<typeof vi.fn>) =>
  (post.mock.calls.at(-1)?.[0] as { data: ResumeData } | undefined)?.data.sections.summary.content;

beforeAll(async () => {
  await activateLocale('en-US');
});
beforeEach(() => {
  restores = 0;
  configureApi({ onSessionExpired: () => {} });
  loadLetter(letterOf(letterData('Current subject')));
});
afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the letter’s History section', () => {
  it('lists the letter’s versions and previews one read-only in the letter’s frame, with what changed since', async () => {
    const calls = fakeApi(routes);
    const user = userEvent.setup();
    renderHistory();
    const frame = screen.getByTestId<HTMLIFrameElement>('letter-frame');
    const post = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => {});
    const section = screen.getByRole('region', { name: 'History' });

    const list = await within(section).findByRole('list', { name: 'Earlier versions' });
    const [newest, oldest] = within(list).getAllByRole('button');
    expect(newest!.textContent).toContain('While editing');
    expect(oldest!.textContent).toContain('As made from a resume');
    expect(oldest!.textContent).toContain('yesterday');

    // The list is reached and chosen from the keyboard.
    oldest!.focus();
    await user.keyboard('{Enter}');
    const bar = await screen.findByTestId('snapshot-preview-bar');
    expect(oldest!.getAttribute('aria-pressed')).toBe('true');
    expect(lastSent(post)).toContain('First subject');
    const changes = within(section).getByRole('list', { name: 'Changes since this version' });
    expect(changes.textContent).toContain('Subject: First subject → Current subject');

    // Edits go to the letter while the frame keeps showing the earlier version.
    act(() => editLetter((draft) => void (draft.subject = 'Typed meanwhile')));
    expect(lastSent(post)).toContain('First subject');
    expect(changes.textContent).toContain('Subject: First subject → Typed meanwhile');
    await user.click(within(bar).getByRole('button', { name: 'Back to the current version' }));
    expect(screen.queryByTestId('snapshot-preview-bar')).toBeNull();
    expect(lastSent(post)).toContain('Typed meanwhile');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(await act(() => flushLetterSaves())).toBe('saved');
  });

  it('restores after confirmation: saves what waits first, then loads the restored letter as a new version', async () => {
    const calls = fakeApi(routes);
    const user = userEvent.setup();
    renderHistory();
    await user.click(await screen.findByRole('button', { name: /As made from a resume/ }));
    await screen.findByTestId('snapshot-preview-bar');
    act(() => editLetter((draft) => void (draft.subject = 'Unsaved edit')));

    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('The letter will look as it did on');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(useLetterStore.getState().meta?.version).toBe(4));
    expect(restores).toBe(1);
    expect(useLetterStore.getState().data?.subject).toBe('First subject');
    expect(screen.queryByTestId('snapshot-preview-bar')).toBeNull();
    expect(await screen.findByText(/was restored/)).toBeTruthy();
    // A restore starts a fresh undo history, as a load does: the way back is the snapshot the server kept.
    act(() => undoLetter());
    expect(useLetterStore.getState().data?.subject).toBe('First subject');
    const writes = calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);
    expect(writes).toEqual([
      'PATCH /api/letter/letter-1',
      'POST /api/letter/letter-1/history/snap-1/restore',
    ]);
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/letter/letter-1/history')).toHaveLength(2),
    );
    // The next edit is saved on the restored version.
    act(() => editLetter((draft) => void (draft.subject = 'After the restore')));
    expect(await act(() => flushLetterSaves())).toBe('saved');
    expect((calls.at(-1)?.body as { version: number }).version).toBe(4);
  });

  it('says why when the server refuses a restore, and keeps the letter', async () => {
    fakeApi({
      ...routes,
      'POST /api/letter/letter-1/history/snap-1/restore': () => apiError(403, 'LetterLocked'),
    });
    const user = userEvent.setup();
    renderHistory();
    await user.click(await screen.findByRole('button', { name: /As made from a resume/ }));
    await user.click(await screen.findByRole('button', { name: 'Restore this version' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(useLetterStore.getState().data?.subject).toBe('Current subject');
    expect(letterSnapshotPreview.useStore.getState().snapshot?.id).toBe('snap-1');
  });
});
