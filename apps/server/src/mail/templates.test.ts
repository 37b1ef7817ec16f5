import { describe, expect, it } from 'vitest';
import { locales } from '@rb/i18n';
import { emailChangedMail, resetPasswordMail, verifyEmailMail, wordsFor } from './templates.ts';

// Every locale the interface ships reads its mails in its own language: each must translate every part of every mail.
const localized = locales.filter((locale) => locale !== 'en-US');

describe('mail templates', () => {
  it('carry the link in text and HTML, escaped in HTML', () => {
    const mail = verifyEmailMail('en-US', 'Ada <Lovelace>', 'http://cv.test/auth/verify-email?token=abc&x=1');
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.text).toContain('http://cv.test/auth/verify-email?token=abc&x=1');
    expect(mail.text).toContain('Hi Ada <Lovelace>,');
    expect(mail.html).toContain('token=abc&#38;x=1');
    expect(mail.html).not.toContain('<Lovelace>');
    expect(resetPasswordMail('en-US', 'Ada', 'http://x/r').text).toContain('expires in 1 hour');
  });

  it('tell the old address of an email change without a link, escaped in HTML', () => {
    const mail = emailChangedMail('en-US', 'Ada <Lovelace>', 'new<x>@example.com');
    expect(mail.subject).toBe('Your email address was changed');
    expect(mail.text).toContain('changed to new<x>@example.com.');
    expect(mail.text).toContain('If you did not make this change');
    expect(mail.html).toContain('new&#60;x&#62;@example.com');
    expect(mail.html).not.toContain('<a ');
    expect(emailChangedMail('he-IL', 'Ada', 'n@example.com').html).toContain('<html dir="rtl">');
  });

  it('fall back by language and then to en-US', () => {
    expect(wordsFor('de-AT').verifyEmail.action).toBe('E-Mail-Adresse bestätigen');
    expect(wordsFor('xx-YY')).toBe(wordsFor('en-US'));
    expect(wordsFor(undefined)).toBe(wordsFor('en-US'));
    // Portugal has its own words (palavra-passe, ligação); other pt locales read the Brazilian text.
    expect(wordsFor('pt-PT')).not.toBe(wordsFor('pt-BR'));
    expect(wordsFor('pt-AO')).toBe(wordsFor('pt-BR'));
    // Taiwan reads Traditional characters: its own text wins over the `zh` fallback.
    expect(wordsFor('zh-TW')).not.toBe(wordsFor('zh-CN'));
  });

  it('lay Arabic and Hebrew mails out right to left, with the link left to right', () => {
    for (const locale of ['ar-SA', 'he-IL']) {
      const mail = verifyEmailMail(locale, 'Ada', 'http://x/v');
      expect(mail.html).toContain('<html dir="rtl">');
      expect(mail.html).toContain('<p dir="ltr" style="font-size:12px;color:#555">http://x/v</p>');
    }
    expect(verifyEmailMail('cs-CZ', 'Ada', 'http://x/v').html).toContain('<html dir="ltr">');
  });

  it('read their words from the mail catalog, with placeholders filled', () => {
    expect(wordsFor('de-DE').verifyEmail.subject).toBe('Bestätige deine E-Mail-Adresse');
    expect(wordsFor('ja-JP').verifyEmail.greeting('Ada')).toBe('Ada 様');
    expect(wordsFor('fr-FR').emailChanged.body('n@example.com')).toContain('n@example.com');
  });

  it.each(localized)('speak %s in every part of every mail', (locale) => {
    const english = wordsFor('en-US');
    const words = wordsFor(locale);
    expect(words).not.toBe(english);
    for (const kind of ['verifyEmail', 'resetPassword'] as const) {
      for (const key of ['subject', 'body', 'action', 'expiry', 'ignore'] as const) {
        expect(words[kind][key], `${kind}.${key}`).not.toBe(english[kind][key]);
      }
      expect(words[kind].greeting('Ada')).toContain('Ada');
    }
    for (const key of ['subject', 'notYou'] as const) {
      expect(words.emailChanged[key], `emailChanged.${key}`).not.toBe(english.emailChanged[key]);
    }
    expect(words.emailChanged.greeting('Ada')).toContain('Ada');
    expect(words.emailChanged.body('new@example.com')).toContain('new@example.com');
    expect(words.emailChanged.body('new@example.com')).not.toBe(english.emailChanged.body('new@example.com'));
    const mail = resetPasswordMail(locale, 'Ada', 'http://x/r?a=1&b=2');
    expect(mail.text).toContain('http://x/r?a=1&b=2');
    expect(mail.html).toContain(words.resetPassword.action);
  });
});
