// Sends mail over SMTP_URL with nodemailer. Without SMTP_URL the mail is written to the server log
// (with its link), so a fresh install can still verify and reset accounts.
import type { Logger } from '../logger.ts';
import nodemailer from 'nodemailer';
import type { MailContent } from './templates.ts';

export interface Mailer {
  send(to: string, content: MailContent): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
}

export function createMailer({ smtpUrl, from, logger }: MailerOptions): Mailer {
  if (!smtpUrl) {
    return {
      async send(to, content) {
        logger.info(
          { mail: { to, subject: content.subject } },
          `Mail not sent (SMTP_URL is unset):\n${content.text}`,
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(to, content) {
      await transport.sendMail({
        from,
        to,
        subject: content.subject,
        text: content.text,
        html: content.html,
      });
    },
    close() {
      transport.close();
    },
  };
}
