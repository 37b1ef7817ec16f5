// The dashboard as a user drives it: the sidebar's and user menu's shortcuts (once, even with the mobile
// drawer open), the drawer, the grid/list toggle and its memory, the previews, the sample resume and locks.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shortcuts, storageKeys, type ResumeDto } from '@rb/schema';
import { createQueryClient } from '@/lib/query-client';
import { closeDashboardDialog } from '@/features/resumes/dialog-store';
import { resumesQueryKey } from '@/features/resumes/resumes-api';
import { expectPath, renderApp, testUser } from '@/test/render-app';
import { shortcutLabel } from './shortcuts';
import { json } from '@/test/fake-api';
import { testResume } from '@/test/test-resume';

const resume = (overrides: Partial<ResumeDto>): ResumeDto =>
  testResume(undefined, { id: 'r1', title: 'Resume', slug: 'resume', userId: testUser.id, ...overrides });

type Call = { url: string; method: string; body: unknown };

/** The server as the dashboard sees it; every call is recorded. */
const stubServer = (answer: (call: Call) => Response | undefined = () => undefined) => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call = {
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return answer(call) ?? json(200, call.method === 'GET' ? [] : { message: 'ok' });
  });
  return calls;
};

/** IntersectionObserver that reports only when the test says the element came near. */
const stubIntersection = () => {
  const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: { callback: IntersectionObserverCallback; elements: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, elements: [] };
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.elements.push(element);
      }
      unobserve() {}
      disconnect() {
        this.entry.elements = [];
      }
    },
  );
  return {
    showAll: () =>
      act(() => {
        for (const { callback, elements } of observers) {
          if (elements.length === 0) continue;
          callback(
            elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
        }
      }),
  };
};

const renderDashboard = async (url: string, resumes: ResumeDto[] = []) => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(resumesQueryKey, resumes);
  const rendered = await renderApp(url, testUser, queryClient);
  await screen.findByRole('navigation', { name: 'Dashboard' }, { timeout: 8000 });
  return rendered;
};

beforeEach(() => closeDashboardDialog());
afterEach(() => vi.unstubAllGlobals());

describe('the dashboard shortcuts', { timeout: 20_000 }, () => {
  it('are the documented keys, shown on the key caps', () => {
    expect(shortcuts).toEqual({
      openResumes: 'Shift+R',
      openSettings: 'Shift+S',
      logout: 'Shift+Q',
      createResume: 'Ctrl+N',
      importResume: 'Ctrl+I',
    });
    expect(shortcutLabel(shortcuts.openResumes)).toBe('⇧R');
    expect(shortcutLabel(shortcuts.createResume)).toBe('Ctrl N');
  });

  it('Shift+S opens the settings and Shift+R the resumes', async () => {
    stubServer();
    const { router } = await renderDashboard('/dashboard/resumes');
    const user = userEvent.setup();
    await user.keyboard('{Shift>}S{/Shift}');
    await expectPath(router, '/dashboard/settings');
    await user.keyboard('{Shift>}R{/Shift}');
    await expectPath(router, '/dashboard/resumes');
    const links = within(screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Resumes⇧R', 'Cover letters', 'Settings⇧S']);
  });

  it('Shift+Q logs out once, also while the drawer shows a second sidebar', async () => {
    const calls = stubServer();
    const { router, queryClient } = await renderDashboard('/dashboard/resumes');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('navigation', { name: 'Dashboard' })).toBeTruthy();
    // Both sidebars are mounted now (the desktop one is only hidden by CSS).
    expect(screen.getAllByRole('button', { name: 'Open the user menu', hidden: true })).toHaveLength(2);
    await user.keyboard('{Shift>}Q{/Shift}');
    await expectPath(router, '/');
    expect(calls.filter((call) => call.url === '/api/auth/logout')).toHaveLength(1);
    expect(queryClient.getQueryData(['user'])).toBeNull();
  });

  it('Shift+S from the open drawer navigates and closes it', async () => {
    stubServer();
    const { router } = await renderDashboard('/dashboard/resumes');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Shift>}S{/Shift}');
    await expectPath(router, '/dashboard/settings');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the mobile drawer', { timeout: 20_000 }, () => {
  it('slides out with the links, the user menu and the version, and closes on a link', async () => {
    stubServer();
    const { router } = await renderDashboard('/dashboard/resumes');
    const user = userEvent.setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('v4.0.3')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Open the user menu' }).textContent).toContain(
      testUser.name,
    );
    await user.click(within(drawer).getByRole('link', { name: /Settings/ }));
    await expectPath(router, '/dashboard/settings');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the resume list', { timeout: 20_000 }, () => {
  it('switches between grid and list and remembers the choice', async () => {
    stubServer();
    await renderDashboard('/dashboard/resumes', [resume({ title: 'Kept' })]);
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: 'Grid' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('list', { name: 'Your resumes' })).toBeNull();
    expect(screen.getByTestId('resume-card').tagName).toBe('ARTICLE');

    await user.click(screen.getByRole('radio', { name: 'List' }));
    const list = screen.getByRole('list', { name: 'Your resumes' });
    expect(within(list).getByTestId('resume-card').textContent).toContain('Kept');
    expect(localStorage.getItem(storageKeys.resumesView)).toBe('list');
  });

  it('opens in the view chosen last time', async () => {
    stubServer();
    localStorage.setItem(storageKeys.resumesView, 'list');
    await renderDashboard('/dashboard/resumes', [resume({ title: 'Kept' })]);
    expect(screen.getByRole('radio', { name: 'List' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('list', { name: 'Your resumes' })).toBeTruthy();
  });

  it('asks for a preview only once the tile comes near, and busts the cache with the last change', async () => {
    const intersection = stubIntersection();
    const updatedAt = new Date('2026-02-03T04:05:06Z');
    const calls = stubServer((call) =>
      call.url === '/api/resume/print/r1/preview'
        ? json(200, { url: 'http://localhost:3000/api/resume/print/r1/file/abc.webp' })
        : undefined,
    );
    await renderDashboard('/dashboard/resumes', [resume({ title: 'Pictured', updatedAt })]);
    expect(calls.some((call) => call.url.includes('/preview'))).toBe(false);
    expect(screen.queryByRole('img', { name: 'Preview of Pictured' })).toBeNull();

    intersection.showAll();
    const image = await screen.findByRole('img', { name: 'Preview of Pictured' });
    expect(image.getAttribute('src')).toBe(
      `http://localhost:3000/api/resume/print/r1/file/abc.webp?t=${updatedAt.getTime()}`,
    );
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(calls.filter((call) => call.url === '/api/resume/print/r1/preview')).toHaveLength(1);
  });

  it('creates a sample resume from the split button in one call, with a random three-word title', async () => {
    const created = resume({ id: 'sample', title: 'X', slug: 'x' });
    const calls = stubServer((call) =>
      call.url === '/api/resume' && call.method === 'POST'
        ? json(200, { ...created, title: (call.body as { title: string }).title })
        : undefined,
    );
    await renderDashboard('/dashboard/resumes');
    const user = userEvent.setup();
    await user.keyboard('{Control>}n{/Control}');
    const dialog = await screen.findByRole('dialog');
    // Whatever is typed, the sample gets three fresh words.
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Typed title');
    await user.click(within(dialog).getByRole('button', { name: 'More ways to create' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create a sample resume' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const writes = calls.filter((call) => call.method !== 'GET');
    expect(writes).toHaveLength(1);
    const body = writes[0]!.body as { title: string; slug: string; visibility: string; sample: boolean };
    expect(writes[0]!.url).toBe('/api/resume');
    expect(body.title).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(body.slug).toBe(body.title.toLowerCase().replace(/ /g, '-'));
    expect(body).toMatchObject({ visibility: 'private', sample: true });
    expect(await screen.findByRole('heading', { name: body.title })).toBeTruthy();
  });

  it('keeps Rename and Delete of a locked resume in the menu, disabled, saying why', async () => {
    stubServer();
    await renderDashboard('/dashboard/resumes', [resume({ title: 'Sent', locked: true })]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for Sent' }));
    const items = await screen.findAllByRole('menuitem');
    const state = Object.fromEntries(
      items.map((item) => [item.textContent, item.getAttribute('aria-disabled') === 'true']),
    );
    expect(state).toEqual({
      Open: false,
      'RenameUnlock first': true,
      Duplicate: false,
      Unlock: false,
      'DeleteUnlock first': true,
    });
    await user.click(items.find((item) => item.textContent?.startsWith('Rename'))!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks a locked resume in the list view with the same overlay as the grid', async () => {
    stubServer();
    localStorage.setItem(storageKeys.resumesView, 'list');
    await renderDashboard('/dashboard/resumes', [
      resume({ id: 'a', title: 'Sent', locked: true }),
      resume({ id: 'b', title: 'Draft' }),
    ]);
    const [sent, draft] = screen.getAllByTestId('resume-card');
    const overlay = within(sent!).getByTestId('lock-overlay');
    expect(overlay.getAttribute('title')).toBe('Locked');
    // Over the thumbnail, as in the grid, not beside the title.
    expect(overlay.parentElement?.querySelector('[class*="absolute inset-0"]')).toBeTruthy();
    expect(within(draft!).queryByTestId('lock-overlay')).toBeNull();
  });
});
