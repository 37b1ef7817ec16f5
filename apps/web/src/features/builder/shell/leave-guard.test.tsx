import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import type { ResumeData } from '@rb/schema';
import { configureApi } from '@/lib/api/client';
import { createQueryClient } from '@/lib/query-client';
import { activateLocale, i18n } from '@/lib/i18n';
import { useAutosave } from '../autosave/use-autosave';
import { useSaveState } from '../autosave/save-state';
import { basicsActions } from '../store/basics-actions';
import { loadResume, useResumeStore } from '../store/resume-store';
import { testResume } from '@/test/test-resume';
import { LeaveGuard } from './leave-guard';
import { json } from '@/test/fake-api';

type Mode = 'ok' | 'offline' | 'conflict';

/** PATCH /api/resume/resume-1 as the server answers it in each mode; every sent name is recorded. */
const server = (mode: { current: Mode }) => {
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { version: number; data: ResumeData };
    sent.push(body.data.basics.name);
    if (mode.current === 'offline') throw new TypeError('Failed to fetch');
    if (mode.current === 'conflict')
      return json(409, {
        statusCode: 409,
        message: 'ResumeVersionConflict',
        current: testResume(undefined, { version: 9 }),
      });
    return json(200, testResume(body.data, { version: body.version + 1 }));
  });
  return sent;
};

const Builder = () => {
  const version = useResumeStore((state) => state.meta?.version);
  useAutosave('resume-1', version);
  return (
    <>
      <Link to="/dashboard/resumes">Back</Link>
      <LeaveGuard />
    </>
  );
};

const renderBuilder = () => {
  const router = createMemoryRouter(
    [
      { path: '/builder/:id', Component: Builder },
      { path: '/dashboard/resumes', element: <h1>Resumes</h1> },
    ],
    { initialEntries: ['/builder/resume-1'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return router;
};

beforeAll(async () => {
  await activateLocale('en-US');
});
beforeEach(() => {
  configureApi({ onSessionExpired: () => {} });
  loadResume(testResume());
});
afterEach(() => vi.unstubAllGlobals());

describe('leaving the builder inside the app', () => {
  it('goes at once when everything is saved', async () => {
    const sent = server({ current: 'ok' });
    const user = userEvent.setup();
    const router = renderBuilder();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/resumes'));
    expect(sent).toEqual([]);
  });

  it('sends the waiting edit first and goes once the server has it', async () => {
    const sent = server({ current: 'ok' });
    const user = userEvent.setup();
    const router = renderBuilder();
    act(() => basicsActions.set('name', 'Typed just now'));
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/resumes'));
    // Sent right away, not 500 ms later.
    expect(sent).toEqual(['Typed just now']);
    expect(screen.queryByTestId('leave-dialog')).toBeNull();
  });

  it('warns when the server cannot be reached; "Stay" stays, "Leave anyway" leaves', async () => {
    const mode = { current: 'offline' as Mode };
    server(mode);
    const user = userEvent.setup();
    const router = renderBuilder();
    act(() => basicsActions.set('name', 'Typed offline'));
    await user.click(screen.getByRole('link', { name: 'Back' }));
    const dialog = await screen.findByTestId('leave-dialog');
    expect(dialog.textContent).toContain('The server cannot be reached');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByTestId('leave-dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/builder/resume-1');
    expect(useSaveState.getState().leaving).toBe(false);

    await user.click(screen.getByRole('link', { name: 'Back' }));
    await screen.findByTestId('leave-dialog');
    await user.click(screen.getByRole('button', { name: 'Leave anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/resumes'));
  });

  it('warns while a version conflict waits, and keeps the edit queued', async () => {
    const sent = server({ current: 'conflict' });
    const user = userEvent.setup();
    const router = renderBuilder();
    act(() => basicsActions.set('name', 'Mine'));
    await waitFor(() => expect(useSaveState.getState().status).toBe('conflict'), { timeout: 3000 });
    await user.click(screen.getByRole('link', { name: 'Back' }));
    const dialog = await screen.findByTestId('leave-dialog');
    expect(dialog.textContent).toContain('Another tab or device saved a newer version');
    expect(useSaveState.getState().leaving).toBe(true);
    expect(router.state.location.pathname).toBe('/builder/resume-1');
    expect(sent).toEqual(['Mine']);
  });
});
