// The landing page of docs/product.md#landing-page as visitors see it, with the server's answers and the clock injected.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { contributorsShown, templateIds } from '@rb/schema';
import { languages } from '@rb/i18n';
import { shownEverywhere } from '@/features/landing/contributors';
import { activateLocale } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { testUser } from '@/test/render-app';
import type { User } from '@/lib/api/user';
import { LandingPage } from './page';
import { json } from '@/test/fake-api';

const person = (index: number, source: string) => ({
  name: `${source} person ${index}`,
  url: `https://example.com/${source}/${index}`,
  avatar: `/api/contributors/avatar/${source}/${index}`,
});

/** The server's answers; `languageCount` languages and the given contributors. */
const stubServer = ({ github = 0, crowdin = 0, languageCount = languages.length } = {}) => {
  const calls: { url: string; method: string }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET' });
    if (url === '/api/contributors/github')
      return json(
        200,
        Array.from({ length: github }, (_, index) => person(index, 'github')),
      );
    if (url === '/api/contributors/crowdin')
      return json(
        200,
        Array.from({ length: crowdin }, (_, index) => person(index, 'crowdin')),
      );
    if (url === '/api/translation/languages') return json(200, languages.slice(0, languageCount));
    if (url === '/api/auth/logout') return json(200, { message: 'ok' });
    return json(404, { statusCode: 404, message: 'NotFound' });
  });
  return calls;
};

const renderLanding = async ({ user = null, now }: { user?: User | null; now?: Date } = {}) => {
  await activateLocale('en-US');
  const queryClient = createQueryClient();
  queryClient.setQueryData(['user'], user);
  const router = createMemoryRouter(
    [
      { path: '/', element: <LandingPage now={now ? () => now : undefined} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>,
    );
  });
  await screen.findByRole('heading', { level: 1 });
  return { router, queryClient };
};

const ordinaryDay = new Date('2026-03-10T12:00:00Z');

beforeEach(() => {
  // Counters and thumbnails start at once: no observer, and reduced motion shows the final numbers.
  vi.stubGlobal('IntersectionObserver', undefined);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="project-url"]')?.remove();
});

describe('the landing page header', { timeout: 20_000 }, () => {
  it('offers a signed-in visitor the dashboard and logout', async () => {
    const calls = stubServer();
    const { router, queryClient } = await renderLanding({ user: testUser, now: ordinaryDay });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(within(header).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/dashboard');
    await userEvent.setup().click(within(header).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(queryClient.getQueryData(['user'])).toBeNull());
    expect(calls.filter((call) => call.url === '/api/auth/logout')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/');
    expect(await within(header).findByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('offers a guest login and the docs, the docs also on a phone', async () => {
    stubServer();
    await renderLanding({ now: ordinaryDay });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth/login');
    const docs = within(header).getByRole('link', { name: 'Docs' });
    // Without a project address the guide is not reachable; the server's own API docs stand in.
    expect(docs.getAttribute('href')).toBe('/api/docs');
    // Never hidden: on small screens only its word is visually hidden, the icon stays.
    expect(docs.className).not.toMatch(/(^|\s)(max-sm:)?hidden/);
    expect(docs.querySelector('svg')).toBeTruthy();
    expect(within(header).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(within(header).queryByRole('button', { name: 'Logout' })).toBeNull();
  });
});

describe('the landing page sections', { timeout: 20_000 }, () => {
  it('counts 12800+, 300000+ and 400000+ and names the number of languages the server lists', async () => {
    stubServer({ languageCount: 7 });
    await renderLanding({ now: ordinaryDay });
    const numbers = screen.getByRole('region', { name: 'In numbers' });
    for (const text of ['12,800+ stars on GitHub', '300,000+ people signed up', '400,000+ resumes created'])
      expect(within(numbers).getByText(text)).toBeTruthy();
    await waitFor(() => expect(within(numbers).getByText('12,800+', { exact: true })).toBeTruthy());
    expect(within(numbers).getByText('400,000+', { exact: true })).toBeTruthy();
    expect(await within(numbers).findByText('The interface speaks 7 languages.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Available in 7 languages' })).toBeTruthy();
  });

  it('shows all fifteen templates with their real thumbnails, testimonials and the FAQ', async () => {
    stubServer();
    await renderLanding({ now: ordinaryDay });
    const gallery = screen.getByRole('region', { name: 'Templates for every kind of career' });
    await waitFor(() => expect(within(gallery).getAllByRole('listitem')).toHaveLength(templateIds.length));
    const sources = [...gallery.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual(templateIds.map((id) => `/templates/${id}.webp`));
    expect(within(gallery).getByText('Rhyhorn')).toBeTruthy();
    // The feature list names the count in words: it must follow the registry.
    expect(templateIds).toHaveLength(15);
    expect(screen.getByText('Fifteen templates')).toBeTruthy();
    expect(screen.getByText(/^Fifteen designs, each one print-ready/)).toBeTruthy();

    const testimonials = screen.getByRole('region', { name: 'What people say' });
    expect(testimonials.querySelectorAll('blockquote')).toHaveLength(3);
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(faq.querySelectorAll('details summary')).toHaveLength(5);
    expect(within(faq).getByText('Can I host it myself?')).toBeTruthy();
  });

  it('links support to the API docs, and to the project when the deployment names it', async () => {
    stubServer();
    await renderLanding({ now: ordinaryDay });
    let support = screen.getByRole('region', { name: 'Support the project' });
    expect(
      within(support)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/api/docs', '#faq']);
    // Without a project address: only what this deployment itself has, its API docs and the answers above.
    expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('#features');
    cleanup();

    const meta = document.createElement('meta');
    meta.name = 'project-url';
    meta.content = 'https://code.example.com/acme/resume';
    document.head.append(meta);
    await renderLanding({ now: ordinaryDay });
    support = screen.getByRole('region', { name: 'Support the project' });
    const links = within(support).getAllByRole('link');
    const titled = links.map((link) => [
      link.querySelector('span > span')?.textContent,
      link.getAttribute('href'),
    ]);
    expect(titled).toEqual([
      ['Star the code', 'https://code.example.com/acme/resume'],
      ['Report a problem', 'https://code.example.com/acme/resume'],
      ['Translate', 'https://code.example.com/acme/resume'],
      ['Read the API docs', '/api/docs'],
    ]);
  });

  it('leads Docs to the user guide in the project, and keeps the API reference in the footer', async () => {
    stubServer();
    const meta = document.createElement('meta');
    meta.name = 'project-url';
    meta.content = 'https://code.example.com/acme/resume';
    document.head.append(meta);
    try {
      await renderLanding({ now: ordinaryDay });
      const docs = within(screen.getByRole('banner')).getByRole('link', { name: 'Docs' });
      expect(docs.getAttribute('href')).toBe(
        'https://code.example.com/acme/resume/blob/HEAD/docs/user-guide.md',
      );
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe(
        '/api/docs',
      );
    } finally {
      meta.remove();
    }
  });

  it('scrolls the template strip with arrow buttons, disabled at its ends', async () => {
    stubServer();
    await renderLanding({ now: ordinaryDay });
    const strip = await screen.findByRole('list', { name: 'Templates' });
    const previous = screen.getByRole('button', { name: 'Previous templates' });
    const next = screen.getByRole('button', { name: 'Next templates' });
    const scrollBy = vi.fn();
    Object.assign(strip, { scrollBy });
    Object.defineProperty(strip, 'clientWidth', { value: 500, configurable: true });
    Object.defineProperty(strip, 'scrollWidth', { value: 3000, configurable: true });
    fireEvent.scroll(strip);
    expect(previous).toHaveProperty('disabled', true);
    expect(next).toHaveProperty('disabled', false);
    await userEvent.setup().click(next);
    expect(scrollBy).toHaveBeenCalledWith({ left: 400, behavior: 'smooth' });
    Object.defineProperty(strip, 'scrollLeft', { value: 2500, configurable: true });
    fireEvent.scroll(strip);
    expect(next).toHaveProperty('disabled', true);
    expect(previous).toHaveProperty('disabled', false);
  });

  it('shows the product on a phone too, under the hero', async () => {
    stubServer();
    await renderLanding({ now: ordinaryDay });
    expect(screen.getByTestId('hero-fan').className).not.toMatch(/(^|\s)hidden/);
  });

  it('shows the first 30 contributors everywhere and hides the rest on small screens', async () => {
    expect(shownEverywhere).toBe(contributorsShown);
    stubServer({ github: 25, crowdin: 15 });
    await renderLanding({ now: ordinaryDay });
    const list = await screen.findByRole('list', { name: 'Contributors' });
    const people = within(list).getAllByRole('listitem');
    expect(people).toHaveLength(40);
    // GitHub first, then Crowdin; from the 31st on, only from md up.
    expect(within(people[24]!).getByRole('img').getAttribute('alt')).toBe('github person 24');
    expect(within(people[25]!).getByRole('img').getAttribute('alt')).toBe('crowdin person 0');
    people.forEach((item, index) => {
      const hiddenOnSmall =
        item.className.split(' ').includes('hidden') && item.className.includes('md:block');
      expect(hiddenOnSmall, `contributor ${index + 1}`).toBe(index >= 30);
    });
    expect(within(people[0]!).getByRole('link').getAttribute('href')).toBe('https://example.com/github/0');
  });

  it('says who builds it when no contributor list is configured', async () => {
    stubServer();
    await renderLanding({ now: ordinaryDay });
    const section = screen.getByRole('region', { name: 'Made by its community' });
    await waitFor(() => expect(within(section).getByRole('link', { name: 'Join them' })).toBeTruthy());
    expect(within(section).queryByRole('list')).toBeNull();
    expect(within(section).getByRole('link', { name: 'Join them' }).getAttribute('href')).toBe('#support');
  });
});

describe('the promotional banner', { timeout: 20_000 }, () => {
  const banner = () => screen.queryByRole('note');

  it.each([
    ['2023-11-24T08:00:00Z', 'midnight of the 24th in Los Angeles', true],
    ['2023-11-24T20:00:00Z', 'the afternoon of the 24th', true],
    ['2023-11-25T03:00:00Z', 'already the 25th in UTC, still the 24th in Los Angeles', true],
    ['2023-11-25T07:59:59Z', 'the last second of the 24th in Los Angeles', true],
    ['2023-11-24T02:00:00Z', 'the 24th in UTC, still the 23rd in Los Angeles', false],
    ['2023-11-24T07:59:59Z', 'the last second of the 23rd in Los Angeles', false],
    ['2023-11-25T08:00:00Z', 'the 25th in Los Angeles', false],
    ['2024-11-24T20:00:00Z', 'the same date a year later', false],
  ])('at %s (%s): shown %s', async (instant, _when, shown) => {
    stubServer();
    await renderLanding({ now: new Date(instant) });
    if (!shown) {
      expect(banner()).toBeNull();
      return;
    }
    expect(banner()?.textContent).toContain('Black Friday');
    expect(within(banner()!).getByRole('link', { name: 'Find out how' }).getAttribute('href')).toBe(
      '#support',
    );
  });
});
