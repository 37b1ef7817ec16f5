import { describe, expect, it } from 'vitest';
import { resetPasswordMail, verifyEmailMail, wordsFor } from './templates.ts';

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

  it('fall back by language and then to en-US', () => {
    expect(wordsFor('de-AT').verifyEmail.action).toBe('E-Mail-Adresse bestätigen');
    expect(wordsFor('xx-YY')).toBe(wordsFor('en-US'));
    expect(wordsFor(undefined)).toBe(wordsFor('en-US'));
  });
});
