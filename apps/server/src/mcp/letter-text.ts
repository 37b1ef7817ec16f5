// A cover letter as plain text for an assistant to read, in the order it prints (docs/product.md#cover-letters):
// the sender, the recipient, the date, the subject, the body, the closing and the signature.
import { richTextToPlain, type LetterData } from '@rb/schema';

export function letterToText(title: string, data: LetterData): string {
  const { sender, recipient } = data;
  const contact = [sender.email, sender.phone, sender.location, sender.url.href].filter(Boolean).join(' · ');
  const lines = [`# ${sender.name || title}`];
  if (sender.headline) lines.push(sender.headline);
  if (contact) lines.push(contact);
  const to = [recipient.name, recipient.title, recipient.company, recipient.address.trim()].filter(Boolean);
  if (to.length > 0) lines.push('', ...to);
  if (data.date) lines.push('', data.date);
  if (data.subject) lines.push('', `## ${data.subject}`);
  // Paragraphs stay apart: an assistant rewrites a letter paragraph by paragraph.
  const paragraphs = data.body
    .split(/<\/p>|<br\s*\/?>|<\/li>/i)
    .map(richTextToPlain)
    .filter(Boolean);
  if (paragraphs.length > 0) lines.push('', paragraphs.join('\n\n'));
  const end = [data.closing, data.signature].filter(Boolean);
  if (end.length > 0) lines.push('', ...end);
  return `${lines.join('\n')}\n`;
}
