// The mails the server sends, built from the words of the recipient's locale (./words.ts): a subject, a
// plain-text body and a small HTML body from the same words.
import { isRtl } from '@rb/i18n';
import { wordsFor, type LinkMailWords, type NoticeMailWords } from './words.ts';

export { wordsFor };

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const linkMail = (words: LinkMailWords, name: string, link: string, dir: 'ltr' | 'rtl'): MailContent => {
  const greeting = words.greeting(name);
  const text = [greeting, '', words.body, '', link, '', words.expiry, words.ignore, ''].join('\n');
  const html = `<!doctype html><html dir="${dir}"><body style="font-family:sans-serif;line-height:1.5;color:#111">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(words.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:8px 16px;background:#111;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(words.action)}</a></p>
<p dir="ltr" style="font-size:12px;color:#555">${escapeHtml(link)}</p>
<p style="font-size:12px;color:#555">${escapeHtml(words.expiry)}<br>${escapeHtml(words.ignore)}</p>
</body></html>`;
  return { subject: words.subject, text, html };
};

const noticeMail = (words: NoticeMailWords, name: string, email: string, dir: 'ltr' | 'rtl'): MailContent => {
  const greeting = words.greeting(name);
  const body = words.body(email);
  const text = [greeting, '', body, '', words.notYou, ''].join('\n');
  const html = `<!doctype html><html dir="${dir}"><body style="font-family:sans-serif;line-height:1.5;color:#111">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p>${escapeHtml(words.notYou)}</p>
</body></html>`;
  return { subject: words.subject, text, html };
};

// Without it, mail clients lay Arabic or Hebrew paragraphs out left to right.
const direction = (locale: string) => (isRtl(locale) ? 'rtl' : 'ltr');

export const verifyEmailMail = (locale: string, name: string, link: string): MailContent => {
  return linkMail(wordsFor(locale).verifyEmail, name, link, direction(locale));
};

export const resetPasswordMail = (locale: string, name: string, link: string): MailContent => {
  return linkMail(wordsFor(locale).resetPassword, name, link, direction(locale));
};

/** To the address an account had, after its email was changed to `newEmail`. */
export const emailChangedMail = (locale: string, name: string, newEmail: string): MailContent => {
  return noticeMail(wordsFor(locale).emailChanged, name, newEmail, direction(locale));
};
