import { mailApiPort } from './global-setup';
import type { CaughtMail } from './mail-catcher';

/** Every mail the app has sent during this run. */
export async function readMails(): Promise<CaughtMail[]> {
  const response = await fetch(`http://127.0.0.1:${mailApiPort}/`);
  return (await response.json()) as CaughtMail[];
}

/** Waits for the newest mail to `to` and returns the first link in it that contains `pathPart`. */
export async function waitForMailLink(to: string, pathPart: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await readMails()).filter((mail) => mail.to.includes(to)).reverse();
    for (const mail of mails) {
      const unfolded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = unfolded.match(new RegExp(`https?://[^\\s"'<>]*${pathPart}[^\\s"'<>]*`))?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} with a link containing ${pathPart}`);
}
