// The mails of the account flows, sent with the app's mailer (`deps.mailer`, built once in buildApp unless a
// test handed its own in).
import type { Logger } from '../logger.ts';
import type { AppDeps } from '../deps.ts';
import { emailChangedMail, resetPasswordMail, verifyEmailMail, type MailContent } from './templates.ts';

interface Recipient {
  name: string;
  email: string;
  locale: string;
}

const linkTo = (deps: AppDeps, path: string, token: string) =>
  `${deps.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;

const deliver = async (deps: AppDeps, logger: Logger, to: string, content: MailContent) => {
  try {
    await deps.mailer.send(to, content);
    return true;
  } catch (error) {
    // A mail server outage must not undo the account change that asked for the mail.
    logger.error({ err: error, mail: { to, subject: content.subject } }, 'Mail could not be sent');
    return false;
  }
};

export const sendVerificationMail = (deps: AppDeps, logger: Logger, user: Recipient, token: string) =>
  deliver(
    deps,
    logger,
    user.email,
    verifyEmailMail(user.locale, user.name, linkTo(deps, '/auth/verify-email', token)),
  );

export const sendResetPasswordMail = (deps: AppDeps, logger: Logger, user: Recipient, token: string) =>
  deliver(
    deps,
    logger,
    user.email,
    resetPasswordMail(user.locale, user.name, linkTo(deps, '/auth/reset-password', token)),
  );

/** Tells the account's previous address (`previous`) that its email is now `newEmail`. */
export const sendEmailChangedMail = (deps: AppDeps, logger: Logger, previous: Recipient, newEmail: string) =>
  deliver(deps, logger, previous.email, emailChangedMail(previous.locale, previous.name, newEmail));
