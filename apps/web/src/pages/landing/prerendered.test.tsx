// The landing page as the build writes it (src/prerender.tsx) and as its own script wires it (the landing islands),
// without the app: the words in the page's language, and the parts that need a script working on that markup.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountLandingIslands, showSession } from '@/features/landing/islands';
import { storeLocale } from '@/lib/locale-choice';
import { renderLanding } from '@/prerender';
import { json } from '@/test/fake-api';

let unmount = () => {};

/** The prerendered page in `locale`, in the document, wired as the page's script wires it. */
const openPrerendered = async (locale: string) => {
  document.documentElement.lang = locale;
  document.body.innerHTML = `<div id="root">${await renderLanding(locale, undefined)}</div>`;
  const changeLocale = vi.fn();
  const logout = vi.fn(async () => {});
  unmount = mountLandingIslands(document.body, { locale, changeLocale, logout, now: new Date('2026-03-10') });
  return { changeLocale, logout };
};

beforeEach(() => {
  vi.stubGlobal('fetch', async () => json(404, { statusCode: 404, message: 'NotFound' }));
  localStorage.clear();
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  document.documentElement.className = '';
});

const byLabel = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;

describe('the prerendered landing page', { timeout: 20_000 }, () => {
  it('is written in its locale, with the guest’s way in shown and the signed-in one hidden', async () => {
    await openPrerendered('de-DE');
    const heading = document.querySelector('h1')!;
    expect(heading.textContent).toBe('Ein Lebenslauf-Editor, der deine Privatsphäre respektiert');
    const register = document.querySelector<HTMLAnchorElement>('a[href="/auth/register"]')!;
    const dashboard = document.querySelector<HTMLAnchorElement>('main a[href="/dashboard"]')!;
    expect(register.hidden).toBe(false);
    expect(dashboard.hidden).toBe(true);
    showSession(document.body, true);
    expect(register.hidden).toBe(true);
    expect(dashboard.hidden).toBe(false);
    // The languages are listed by their names in the page's language order, the page's own checked.
    const items = [...document.querySelectorAll<HTMLElement>('[role="menuitemradio"]')];
    expect(items.find((item) => item.getAttribute('aria-checked') === 'true')?.dataset.locale).toBe('de-DE');
  });

  it('cycles the theme light → system → dark from its switch, naming the choice', async () => {
    await openPrerendered('en-US');
    const user = userEvent.setup();
    const button = document.querySelector<HTMLButtonElement>('[data-landing-theme]')!;
    expect(button.getAttribute('aria-label')).toBe('Theme: system');
    await user.click(button);
    expect(button.getAttribute('aria-label')).toBe('Theme: dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    const shownIcon = () =>
      [...button.querySelectorAll('[data-theme-icon]')]
        .filter((icon) => !icon.hasAttribute('hidden'))
        .map((icon) => icon.getAttribute('data-theme-icon'));
    expect(shownIcon()).toEqual(['dark']);
    await user.click(button);
    expect(button.getAttribute('aria-label')).toBe('Theme: light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(shownIcon()).toEqual(['light']);
  });

  it('opens the language menu by click or keyboard and hands over the chosen locale', async () => {
    const { changeLocale } = await openPrerendered('en-US');
    const user = userEvent.setup();
    const trigger = byLabel('Change language');
    const menu = document.querySelector<HTMLElement>('[role="menu"]')!;
    expect(menu.hidden).toBe(true);
    await user.click(trigger);
    expect(menu.hidden).toBe(false);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.getAttribute('data-locale')).toBe('en-US');
    // The Chinese, Japanese and Korean names need the Han faces, linked once the menu shows them.
    expect(document.head.querySelector('link[href*="interface-han"]')).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    const next = document.activeElement as HTMLElement;
    expect(next.getAttribute('data-locale')).not.toBe('en-US');
    await user.keyboard('{Escape}');
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(trigger);
    expect(changeLocale).not.toHaveBeenCalled();

    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(menu.hidden).toBe(false);
    await user.click(menu.querySelector<HTMLElement>('[data-locale="fr-FR"]')!);
    expect(changeLocale).toHaveBeenCalledWith('fr-FR');
    expect(menu.hidden).toBe(true);

    await user.click(trigger);
    await user.click(document.querySelector('h1')!);
    expect(menu.hidden).toBe(true);
  });

  it('logs out from the signed-in variant and shows the guest’s', async () => {
    const { logout } = await openPrerendered('en-US');
    showSession(document.body, true);
    await userEvent.setup().click(document.querySelector<HTMLElement>('[data-landing-logout]')!);
    expect(logout).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(
        document.querySelector<HTMLAnchorElement>('header a[href="/auth/login"]')!.closest('[hidden]'),
      ).toBeNull(),
    );
  });
});

describe('the stored language', () => {
  it('is kept in the browser and in the cookie the server writes the landing page by', () => {
    storeLocale('pt-BR');
    expect(localStorage.getItem('locale')).toBe('pt-BR');
    expect(document.cookie).toContain('locale=pt-BR');
  });
});
