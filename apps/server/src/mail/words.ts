// The words of the account mails in the recipient's language. Each mail gets a subject, a plain-text body and a
// small HTML body built from the same words (./templates.ts). The texts are English sources looked up in the
// `mail` catalog (packages/i18n/locales/<locale>/mail.po), which translators edit like the interface's
// (docs/decisions/0007-i18n.md); `npm run i18n:extract` finds them by the `i18n._('…')` calls below.
import { matchLocale, defaultLocale } from '@rb/i18n/locale';
import { smallCatalogI18n } from '@rb/i18n/small-catalogs';

export interface LinkMailWords {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

/** A mail that only tells: no link to follow. */
export interface NoticeMailWords {
  subject: string;
  greeting: (name: string) => string;
  /** What happened; `email` is the account's new address. */
  body: (email: string) => string;
  /** What to do if the recipient did not make the change. */
  notYou: string;
}

export interface MailWords {
  verifyEmail: LinkMailWords;
  resetPassword: LinkMailWords;
  /** Sent to the old address when the account's email changes. */
  emailChanged: NoticeMailWords;
}

type I18n = ReturnType<typeof smallCatalogI18n>;

const wordsIn = (i18n: I18n): MailWords => {
  const greeting = (name: string) => i18n._('Hi {name},', { name });
  return {
    verifyEmail: {
      subject: i18n._('Verify your email address'),
      greeting,
      body: i18n._('Please confirm that this is your email address by opening the link below.'),
      action: i18n._('Verify email address'),
      expiry: i18n._('The link works once and expires in 24 hours.'),
      ignore: i18n._('If you did not create an account, you can ignore this email.'),
    },
    resetPassword: {
      subject: i18n._('Reset your password'),
      greeting,
      body: i18n._(
        'Someone asked to reset the password of your account. Open the link below to choose a new one.',
      ),
      action: i18n._('Reset password'),
      expiry: i18n._(
        'The link works once and expires in 1 hour. Signing in with the new password signs out every other device.',
      ),
      ignore: i18n._('If you did not ask for this, you can ignore this email; your password stays the same.'),
    },
    emailChanged: {
      subject: i18n._('Your email address was changed'),
      greeting,
      body: (email) =>
        i18n._(
          'The email address of your account was changed to {email}. Mails about your account, such as password reset links, now go there.',
          { email },
        ),
      notYou: i18n._(
        'If you did not make this change, sign in at once, change your password and set your email address back, or contact the administrator of this server.',
      ),
    },
  };
};

const byLocale = new Map<string, MailWords>();

/** The words for a locale: its own, else its language's first locale ('pt-AO' → pt-BR), else English. */
export const wordsFor = (tag: string | null | undefined): MailWords => {
  const locale = matchLocale(tag) ?? defaultLocale;
  let words = byLocale.get(locale);
  if (!words) {
    words = wordsIn(smallCatalogI18n('mail', locale));
    byLocale.set(locale, words);
  }
  return words;
};
