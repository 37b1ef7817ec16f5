import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { produce, type Draft } from 'immer';
import { createDefaultResumeData, type ResumeData } from '@rb/schema';
import { Toaster } from '@/components/toaster';
import { configureApi } from '@/lib/api/client';
import { createQueryClient } from '@/lib/query-client';
import { activateLocale, i18n } from '@/lib/i18n';
import { useAutosave } from '../autosave/use-autosave';
import { useSaveState } from '../autosave/save-state';
import { closeDialog, openDialog } from '../dialogs/dialog-store';
import { basicsActions } from '../store/basics-actions';
import { itemActions } from '../store/item-actions';
import { currentData, loadResume, useResumeStore } from '../store/resume-store';
import { testResume } from '@/test/test-resume';
import { ConflictDialog } from './conflict-dialog';
import { json } from '@/test/fake-api';

type Sent = { version: number; data?: ResumeData };

const base = produce(createDefaultResumeData(), (draft) => {
  draft.basics.name = 'Ada';
  draft.basics.headline = 'Engineer';
});

/** The server at the network boundary: another tab already saved version 7, an edit of the same base. */
const server = (theirEdit: (draft: Draft<ResumeData>) => void) => {
  const sent: Sent[] = [];
  let stored = testResume(produce(base, theirEdit), { version: 7, title: 'Renamed elsewhere' });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url !== '/api/resume/resume-1') throw new Error(`unexpected ${url}`);
    if (init.method !== 'PATCH') return json(200, stored);
    const body = JSON.parse(String(init.body)) as Sent;
    sent.push(body);
    if (body.version !== stored.version)
      return json(409, { statusCode: 409, message: 'ResumeVersionConflict', current: stored });
    stored = testResume(body.data ?? stored.data, { version: stored.version + 1, title: stored.title });
    return json(200, stored);
  });
  return sent;
};

const Host = () => {
  const version = useResumeStore((state) => state.meta?.version);
  useAutosave('resume-1', version);
  return (
    <>
      <ConflictDialog />
      <Toaster />
    </>
  );
};

const renderHost = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <Host />
      </I18nProvider>
    </QueryClientProvider>,
  );

const saved = () => waitFor(() => expect(useSaveState.getState().status).toBe('saved'), { timeout: 3000 });

beforeAll(async () => {
  await activateLocale('en-US');
});
beforeEach(() => {
  configureApi({ onSessionExpired: () => {} });
  closeDialog();
  loadResume(testResume(base, { version: 3 }));
});
afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

describe('a save that meets a newer version', () => {
  it('combines edits of different fields silently, saves on top of their version and says so', async () => {
    const sent = server((draft) => void (draft.basics.headline = 'Mathematician'));
    renderHost();
    act(() => basicsActions.set('name', 'Ada Lovelace'));
    expect(
      await screen.findByText('Their changes and yours are combined and saved.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    await saved();
    expect(screen.queryByTestId('conflict-dialog')).toBeNull();
    expect(sent.map((body) => body.version)).toEqual([3, 7]);
    expect(sent[1]!.data!.basics).toMatchObject({ name: 'Ada Lovelace', headline: 'Mathematician' });
    expect(currentData().basics).toMatchObject({ name: 'Ada Lovelace', headline: 'Mathematician' });
    // Their record comes along: the new title and the version of the save.
    expect(useResumeStore.getState().meta).toMatchObject({ title: 'Renamed elsewhere', version: 8 });
  });

  it('keeps items added on both sides', async () => {
    const item = (id: string, name: string) => ({
      id,
      visible: true,
      name,
      description: '',
      level: 1,
      keywords: [],
    });
    const sent = server((draft) => void draft.sections.skills.items.push(item('theirs-1', 'Theirs')));
    renderHost();
    act(() => itemActions.create('skills', item('mine-1', 'Mine')));
    await screen.findByText('Their changes and yours are combined and saved.', {}, { timeout: 3000 });
    await saved();
    expect(sent[1]!.data!.sections.skills.items.map((entry) => entry.name)).toEqual(['Mine', 'Theirs']);
  });

  it('lists a field changed on both sides with both texts, keeps both by default', async () => {
    const sent = server((draft) => void (draft.basics.name = 'Ada King'));
    const user = userEvent.setup();
    renderHost();
    act(() => basicsActions.set('name', 'Ada Lovelace'));
    const dialog = await screen.findByTestId('conflict-dialog', {}, { timeout: 3000 });
    const row = within(dialog).getByTestId('merge-conflict');
    expect(row.textContent).toContain('Basics › Full name');
    expect(within(row).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(row).getByText('Ada King')).toBeTruthy();
    expect(within(row).getByRole('radio', { name: 'Keep both' }).getAttribute('aria-checked')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Save the combined version' }));
    await saved();
    expect(sent.at(-1)).toMatchObject({ version: 7, data: { basics: { name: 'Ada Lovelace / Ada King' } } });
    expect(currentData().basics.name).toBe('Ada Lovelace / Ada King');
  });

  it('lets the user keep one side per field, by keyboard', async () => {
    const sent = server((draft) => {
      draft.basics.name = 'Ada King';
      draft.basics.headline = 'Countess';
    });
    const user = userEvent.setup();
    renderHost();
    act(() => {
      basicsActions.set('name', 'Ada Lovelace');
      basicsActions.set('headline', 'Analyst');
    });
    const dialog = await screen.findByTestId('conflict-dialog', {}, { timeout: 3000 });
    const [name, headline] = within(dialog).getAllByTestId('merge-conflict');
    await user.click(within(name!).getByRole('radio', { name: 'Keep theirs' }));
    // Arrow keys move within one field's choices (one tab stop per field).
    within(headline!).getByRole('radio', { name: 'Keep both' }).focus();
    // Radix moves focus a tick after the keydown and checks the radio it lands on while the key is down.
    await user.keyboard('{ArrowRight>}');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await user.keyboard('{/ArrowRight}');
    expect(within(headline!).getByRole('radio', { name: 'Keep yours' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save the combined version' }));
    await saved();
    expect(sent.at(-1)!.data!.basics).toMatchObject({ name: 'Ada King', headline: 'Analyst' });
  });

  it('waits for an open item dialog to close before it merges, so the form keeps its input', async () => {
    const sent = server((draft) => void (draft.basics.headline = 'Mathematician'));
    renderHost();
    act(() => {
      basicsActions.set('name', 'Ada Lovelace');
      openDialog({ name: 'skills', section: 'skills', mode: 'create' });
    });
    await waitFor(() => expect(useSaveState.getState().status).toBe('conflict'), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toHaveLength(1);
    // The form is submitted: its item joins my side, then the merge runs.
    act(() => {
      itemActions.create('skills', {
        id: 'mine-1',
        visible: true,
        name: 'Go',
        description: '',
        level: 1,
        keywords: [],
      });
      closeDialog();
    });
    await saved();
    expect(sent.at(-1)!.data!.sections.skills.items.map((entry) => entry.name)).toEqual(['Go']);
    expect(sent.at(-1)!.data!.basics).toMatchObject({ name: 'Ada Lovelace', headline: 'Mathematician' });
  });
});
