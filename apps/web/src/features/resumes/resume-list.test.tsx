import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ResumeDto } from '@rb/schema';
import { createQueryClient } from '@/lib/query-client';
import { expectPath, renderApp, testUser } from '@/test/render-app';
import { fakeApi, json } from '@/test/fake-api';
import { closeDashboardDialog, openDashboardDialog } from './dialog-store';
import { randomTitle } from './random-title';
import { resumesQueryKey } from './resumes-api';
import { testResume } from '@/test/test-resume';

const resume = (overrides: Partial<ResumeDto>): ResumeDto =>
  testResume(undefined, { id: 'r1', title: 'Resume', slug: 'resume', userId: testUser.id, ...overrides });

const renderList = async (resumes: ResumeDto[]) => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(resumesQueryKey, resumes);
  const app = await renderApp('/dashboard/resumes', testUser, queryClient);
  await screen.findByRole('heading', { name: 'Resumes', level: 1 }, { timeout: 8000 });
  return app;
};

const dialog = () => screen.findByRole('dialog');

// Opening a resume lands on the builder, a lazy route: loaded once here, not inside a test's time.
beforeAll(async () => {
  await import('@/features/builder/route');
}, 60_000);

describe('the resume list', { timeout: 30_000 }, () => {
  // The dialog store outlives a render; each test starts with nothing open.
  beforeEach(() => closeDashboardDialog());
  afterEach(() => vi.unstubAllGlobals());

  it('opens a new resume in the builder once it is created', async () => {
    const created = resume({ id: 'fresh', title: 'Fresh', slug: 'fresh' });
    const calls = fakeApi({
      'POST /api/resume': () => json(201, created),
      'GET /api/resume/fresh': () => json(200, created),
    });
    const { router } = await renderList([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Create a new resume/ }));
    const open = await dialog();
    await user.type(within(open).getByRole('textbox', { name: 'Title' }), 'Fresh');
    await user.click(within(open).getByRole('button', { name: 'Create' }));
    await expectPath(router, '/builder/fresh');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('opens a new sample resume in the builder too', async () => {
    const created = resume({ id: 'fresh', title: 'Fresh', slug: 'fresh' });
    fakeApi({
      'POST /api/resume': () => json(201, created),
      'GET /api/resume/fresh': () => json(200, created),
    });
    const { router } = await renderList([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Create a new resume/ }));
    await user.click(within(await dialog()).getByRole('button', { name: 'More ways to create' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create a sample resume' }));
    await expectPath(router, '/builder/fresh');
  });

  it('opens a resume from its title in the grid and in the list, by click and by Enter', async () => {
    const designer = resume({ id: 'r1', title: 'Designer' });
    // The builder loads the resume it opens; without an answer it would go back to the list.
    fakeApi({ 'GET /api/resume/r1': () => json(200, designer) });
    const user = userEvent.setup();
    const { router } = await renderList([designer]);
    await user.click(screen.getByRole('link', { name: 'Designer' }));
    await expectPath(router, '/builder/r1');

    await act(() => router.navigate('/dashboard/resumes'));
    await user.click(await screen.findByRole('radio', { name: 'List' }));
    screen.getByRole('link', { name: /Designer/ }).focus();
    await user.keyboard('{Enter}');
    await expectPath(router, '/builder/r1');
  });

  it('keeps the card’s actions menu apart from the link that covers the card', async () => {
    const user = userEvent.setup();
    const { router } = await renderList([resume({ id: 'r1', title: 'Designer' })]);
    await user.click(screen.getByRole('button', { name: 'Actions for Designer' }));
    expect(await screen.findByRole('menuitem', { name: 'Rename' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/resumes');
  });

  it('shows create and import first, then resumes by last change, with the lock overlay', async () => {
    await renderList([
      resume({ id: 'old', title: 'Older', updatedAt: new Date('2026-01-01T00:00:00Z') }),
      resume({ id: 'new', title: 'Newer', locked: true, updatedAt: new Date('2026-02-01T00:00:00Z') }),
    ]);
    const cards = screen.getAllByTestId('resume-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Newer', 'Older']);
    expect(within(cards[0]!).getByTestId('lock-overlay')).toBeTruthy();
    expect(within(cards[1]!).queryByTestId('lock-overlay')).toBeNull();
    const tiles = screen.getAllByRole('button', { name: /Create a new resume|Import an existing resume/ });
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      expect.stringContaining('Create a new resume'),
      expect.stringContaining('Import an existing resume'),
    ]);
  });

  it('opens the create dialog with Ctrl+N and fills the slug from the title until it is edited', async () => {
    await renderList([]);
    const user = userEvent.setup();
    await user.keyboard('{Control>}n{/Control}');
    const open = await dialog();
    const title = within(open).getByRole('textbox', { name: 'Title' });
    const slug = within(open).getByRole('textbox', { name: 'Slug' });
    await user.type(title, 'Senior Développeur');
    expect(slug).toHaveProperty('value', 'senior-developpeur');
    await user.clear(slug);
    await user.type(slug, 'mine');
    await user.type(title, ' II');
    expect(slug).toHaveProperty('value', 'mine');
  });

  it('pre-fills a duplicate with “ (Copy)” and “-copy”', async () => {
    const source = resume({ title: 'Designer', slug: 'designer' });
    await renderList([source]);
    act(() => openDashboardDialog({ name: 'resume', mode: 'duplicate', payload: source }));
    const open = await dialog();
    await waitFor(() =>
      expect(within(open).getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Designer (Copy)'),
    );
    expect(within(open).getByRole('textbox', { name: 'Slug' })).toHaveProperty('value', 'designer-copy');
  });

  it('lets a renamed title fill the slug too, in the update and duplicate dialogs', async () => {
    const source = resume({ title: 'Designer', slug: 'designer' });
    await renderList([source]);
    const user = userEvent.setup();
    for (const mode of ['update', 'duplicate'] as const) {
      act(() => openDashboardDialog({ name: 'resume', mode, payload: source }));
      const open = await dialog();
      const title = within(open).getByRole('textbox', { name: 'Title' });
      await waitFor(() => expect((title as HTMLInputElement).value).toMatch(/^Designer/));
      await user.clear(title);
      await user.type(title, `Lead Designer ${mode}`);
      expect(within(open).getByRole('textbox', { name: 'Slug' })).toHaveProperty(
        'value',
        `lead-designer-${mode}`,
      );
    }
  });

  it('opens the lock dialog in unlock mode for a locked resume and shows one dialog at a time', async () => {
    const locked = resume({ locked: true, title: 'Sent' });
    await renderList([locked]);
    act(() => openDashboardDialog({ name: 'resume', mode: 'update', payload: locked }));
    await dialog();
    act(() => openDashboardDialog({ name: 'lock', mode: 'update', payload: locked }));
    await screen.findByText('Unlock this resume?');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

describe('randomTitle', () => {
  it('makes three capitalised words', () => {
    for (let n = 0; n < 20; n += 1) expect(randomTitle()).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(randomTitle(() => 0)).not.toBe(randomTitle(() => 0.99));
  });
});
