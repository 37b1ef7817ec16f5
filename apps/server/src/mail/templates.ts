// The text of every mail the server sends, per locale. Each entry produces a subject, a plain-text body
// and a small HTML body from the same words. Add a locale by adding an object of the same shape;
// unknown locales fall back by language (pt-BR -> pt) and then to en-US.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface LinkMailWords {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

interface MailWords {
  verifyEmail: LinkMailWords;
  resetPassword: LinkMailWords;
}

const enUS: MailWords = {
  verifyEmail: {
    subject: 'Verify your email address',
    greeting: (name) => `Hi ${name},`,
    body: 'Please confirm that this is your email address by opening the link below.',
    action: 'Verify email address',
    expiry: 'The link works once and expires in 24 hours.',
    ignore: 'If you did not create an account, you can ignore this email.',
  },
  resetPassword: {
    subject: 'Reset your password',
    greeting: (name) => `Hi ${name},`,
    body: 'Someone asked to reset the password of your account. Open the link below to choose a new one.',
    action: 'Reset password',
    expiry:
      'The link works once and expires in 1 hour. Signing in with the new password signs out every other device.',
    ignore: 'If you did not ask for this, you can ignore this email; your password stays the same.',
  },
};

const de: MailWords = {
  verifyEmail: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    greeting: (name) => `Hallo ${name},`,
    body: 'Bitte bestätigen Sie über den folgenden Link, dass dies Ihre E-Mail-Adresse ist.',
    action: 'E-Mail-Adresse bestätigen',
    expiry: 'Der Link funktioniert einmal und läuft in 24 Stunden ab.',
    ignore: 'Wenn Sie kein Konto angelegt haben, können Sie diese E-Mail ignorieren.',
  },
  resetPassword: {
    subject: 'Setzen Sie Ihr Passwort zurück',
    greeting: (name) => `Hallo ${name},`,
    body: 'Jemand hat angefordert, das Passwort Ihres Kontos zurückzusetzen. Über den folgenden Link wählen Sie ein neues.',
    action: 'Passwort zurücksetzen',
    expiry:
      'Der Link funktioniert einmal und läuft in 1 Stunde ab. Danach sind alle anderen Geräte abgemeldet.',
    ignore:
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
  },
};

const catalogue: Record<string, MailWords> = { 'en-US': enUS, en: enUS, de, 'de-DE': de };

export const wordsFor = (locale: string | null | undefined): MailWords => {
  if (locale && catalogue[locale]) return catalogue[locale];
  const language = locale?.split('-')[0];
  return (language && catalogue[language]) || enUS;
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const linkMail = (words: LinkMailWords, name: string, link: string): MailContent => {
  const greeting = words.greeting(name);
  const text = [greeting, '', words.body, '', link, '', words.expiry, words.ignore, ''].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#111">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(words.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:8px 16px;background:#111;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(words.action)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(link)}</p>
<p style="font-size:12px;color:#555">${escapeHtml(words.expiry)}<br>${escapeHtml(words.ignore)}</p>
</body></html>`;
  return { subject: words.subject, text, html };
};

export const verifyEmailMail = (locale: string, name: string, link: string): MailContent =>
  linkMail(wordsFor(locale).verifyEmail, name, link);

export const resetPasswordMail = (locale: string, name: string, link: string): MailContent =>
  linkMail(wordsFor(locale).resetPassword, name, link);
