// A real SMTP server in the test process: the app sends through nodemailer to it, tests read what arrived.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { listenOnFirstFree } from './ports.ts';

export interface CaughtMail {
  to: string[];
  raw: string;
  subject: string;
  /** The raw message with quoted-printable soft breaks joined, for searching links and words. */
  body: string;
}

export interface SmtpCatcher {
  url: string;
  mails: CaughtMail[];
  /** Resolves with the next mail sent to `to` (already caught or still to come). */
  next(to: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export async function startSmtpCatcher(ports: number[]): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const waiters: { to: string; resolve: (mail: CaughtMail) => void }[] = [];
  const taken = new Set<CaughtMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        const mail = { to, raw, subject, body: decodeQuotedPrintable(raw) };
        mails.push(mail);
        const waiter = waiters.findIndex((entry) => to.includes(entry.to));
        if (waiter !== -1) {
          taken.add(mail);
          waiters.splice(waiter, 1)[0]!.resolve(mail);
        }
        callback();
      });
    },
  });
  // smtp-server re-emits its socket's errors on itself; without a listener an EADDRINUSE would throw.
  await listenOnFirstFree(
    ports,
    (port) =>
      new Promise<void>((resolve, reject) => {
        const onError = (error: Error) => {
          server.server.off('listening', onListening);
          reject(error);
        };
        const onListening = () => {
          server.off('error', onError);
          resolve();
        };
        server.once('error', onError);
        server.server.once('listening', onListening);
        server.listen(port, '127.0.0.1');
      }),
  );
  server.on('error', () => {});
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    next(to, timeoutMs = 5000) {
      const address = to.toLowerCase();
      const caught = mails.find((mail) => !taken.has(mail) && mail.to.includes(address));
      if (caught) {
        taken.add(caught);
        return Promise.resolve(caught);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No mail for ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          to: address,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token query parameter of the first link to `path` in a mail. */
export const tokenFromMail = (mail: CaughtMail, path: string): string => {
  const match = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`).exec(mail.body);
  if (!match) throw new Error(`No ${path} link in mail:\n${mail.body}`);
  return match[1]!;
};
