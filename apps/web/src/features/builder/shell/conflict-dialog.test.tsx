import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createDefaultResumeData, type ResumeData } from '@rb/schema';
import { configureApi } from '@/lib/api/client';
import { createQueryClient } from '@/lib/query-client';
import { activateLocale, i18n } from '@/lib/i18n';
import { useAutosave } from '../autosave/use-autosave';
import { useSaveState } from '../autosave/save-state';
import { basicsActions } from '../store/basics-actions';
import { currentData, loadResume, useResumeStore } from '../store/resume-store';
import { testResume } from '../store/test-resume';
import { ConflictDialog } from './conflict-dialog';

type Sent = { version: number; name: string | undefined };

/** The server at the network boundary: it already holds version 7 ("Theirs") from another tab. */
const server = () => {
  const sent: Sent[] = [];
  const theirs = createDefaultResumeData();
  theirs.basics.name = 'Theirs';
  let stored = testResume(theirs, { version: 7 });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const json = (status: number, payload: unknown) =>
      new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
    if (url !== '/api/resume/resume-1') throw new Error(`unexpected ${url}`);
    if (init.method !== 'PATCH') return json(200, stored);
    const body = JSON.parse(String(init.body)) as { version: number; data?: ResumeData };
    sent.push({ version: body.version, name: body.data?.basics.name });
    if (body.version !== stored.version)
      return json(409, { statusCode: 409, message: 'ResumeVersionConflict', current: stored });
    stored = testResume(body.data ?? stored.data, { version: stored.version + 1 });
    return json(200, stored);
  });
  return sent;
};

const Host = () => {
  const version = useResumeStore((state) => state.meta?.version);
  useAutosave('resume-1', version);
  return <ConflictDialog />;
};

const renderHost = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <Host />
      </I18nProvider>
    </QueryClientProvider>,
  );

beforeAll(async () => {
  await activateLocale('en-US');
});
beforeEach(() => {
  configureApi({ onSessionExpired: () => {} });
  loadResume(testResume(createDefaultResumeData(), { version: 3 }));
});
afterEach(() => vi.unstubAllGlobals());

describe('a save that meets a newer version', () => {
  it('asks, and "keep mine" writes the local document over the server version', async () => {
    const sent = server();
    const user = userEvent.setup();
    renderHost();
    act(() => basicsActions.set('name', 'Mine'));
    expect(
      await screen.findByText('This resume was changed somewhere else', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(useSaveState.getState().status).toBe('conflict');
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(useSaveState.getState().status).toBe('saved'));
    expect(sent).toEqual([
      { version: 3, name: 'Mine' },
      { version: 7, name: 'Mine' },
    ]);
    expect(currentData().basics.name).toBe('Mine');
  });

  it('"use theirs" loads the server document and stops saving mine', async () => {
    const sent = server();
    const user = userEvent.setup();
    renderHost();
    act(() => basicsActions.set('name', 'Mine'));
    await screen.findByText('This resume was changed somewhere else', {}, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Use theirs' }));
    await waitFor(() => expect(currentData().basics.name).toBe('Theirs'));
    expect(useResumeStore.getState().meta?.version).toBe(7);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(sent).toHaveLength(1);
  });
});
