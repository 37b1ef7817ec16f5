import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { activateLocale } from './i18n';

describe('i18n', () => {
  it('loads a non-default locale on demand and translates through the macros', async () => {
    await expect(activateLocale('de-DE')).resolves.toBe('de-DE');
    expect(i18n.locale).toBe('de-DE');
    expect(t`Page not found`).toBe('Seite nicht gefunden');
    expect(document.documentElement.lang).toBe('de-DE');
  });

  it('loads Spanish too', async () => {
    await activateLocale('es-ES');
    expect(t`Page not found`).toBe('Página no encontrada');
  });

  it('sets right-to-left direction for Arabic, and speaks it', async () => {
    await activateLocale('ar-SA');
    expect(document.documentElement.dir).toBe('rtl');
    expect(t`Page not found`).not.toBe('Page not found');
    expect(t`Page not found`).toMatch(/\p{Script=Arabic}/u);
    await activateLocale('en-US');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('speaks the languages translated last: Finnish left to right, Farsi right to left', async () => {
    await activateLocale('fi-FI');
    expect(document.documentElement.dir).toBe('ltr');
    expect(t`Page not found`).toBe('Sivua ei löytynyt');
    await activateLocale('fa-IR');
    expect(document.documentElement.dir).toBe('rtl');
    expect(t`Page not found`).not.toBe('Page not found');
    await activateLocale('en-US');
  });

  it('falls back to en-US for an unknown locale', async () => {
    await expect(activateLocale('xx-XX')).resolves.toBe('en-US');
    expect(t`Page not found`).toBe('Page not found');
  });
});
