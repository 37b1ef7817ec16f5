/** Small, dependency-free HTML helpers for the rich-text fields (summaries are HTML in the resume document). */

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place inside HTML, in element content and in quoted attributes alike. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

const paragraph = (html: string) => `<p>${html}</p>`;

/**
 * Plain text as HTML: blank lines separate paragraphs, single line breaks stay line breaks.
 * Nothing in the text is interpreted as markup.
 */
export const textToHtml = (text: string | undefined): string =>
  (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block) => paragraph(block.split('\n').map(escapeHtml).join('<br>')))
    .join('');

/** A bulleted list in the editor's own form (each item holds a paragraph). */
export const listToHtml = (items: readonly string[], ordered = false): string => {
  const kept = items.map((item) => item.trim()).filter((item) => item.length > 0);
  if (kept.length === 0) return '';
  const tag = ordered ? 'ol' : 'ul';
  return `<${tag}>${kept.map((item) => `<li>${paragraph(escapeHtml(item))}</li>`).join('')}</${tag}>`;
};

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return named[body.toLowerCase()] ?? whole;
  });

const blockEnd = /^(p|div|h[1-6]|blockquote|pre|tr|table)$/;

/**
 * Reads rich text back as plain text for formats that only hold text: paragraphs separated by blank lines,
 * and the items of every list apart (a list item's own text, without its nested lists).
 */
export const htmlToParts = (html: string | undefined): { text: string; items: string[] } => {
  const paragraphs: string[] = [];
  const items: string[] = [];
  let current = '';
  // Each open list item: its place in `items` (kept in document order) and its text so far.
  const itemStack: { at: number; text: string }[] = [];
  const flushParagraph = () => {
    const value = current
      .replace(/[ \t]+\n/g, '\n')
      .replace(/[ \t]+/g, ' ')
      .trim();
    if (value) paragraphs.push(value);
    current = '';
  };
  const append = (text: string) => {
    const open = itemStack.at(-1);
    if (open) open.text += text;
    else current += text;
  };
  const tokens = (html ?? '').split(/(<[^>]*>)/);
  for (const token of tokens) {
    const tag = /^<\s*(\/?)\s*([a-z0-9]+)/i.exec(token);
    if (!tag) {
      if (!token.startsWith('<')) append(decodeEntities(token.replace(/\s+/g, ' ')));
      continue;
    }
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    if (name === 'li') {
      if (!closing) {
        itemStack.push({ at: items.length, text: '' });
        items.push('');
      } else {
        const open = itemStack.pop();
        if (open) items[open.at] = open.text.replace(/\s+/g, ' ').trim();
      }
    } else if (name === 'ul' || name === 'ol') {
      if (itemStack.length === 0) flushParagraph();
    } else if (name === 'br') {
      append('\n');
    } else if (closing && blockEnd.test(name)) {
      if (itemStack.length > 0) append(' ');
      else flushParagraph();
    }
  }
  flushParagraph();
  for (const open of itemStack) items[open.at] = open.text.replace(/\s+/g, ' ').trim();
  return { text: paragraphs.join('\n\n'), items: items.filter(Boolean) };
};

/**
 * Rich text as plain text for formats whose field is one string: paragraphs separated by blank lines, line
 * breaks kept, and each list where it stands, one item a line ("- item", "1. item"; nested items indented).
 */
export const htmlToText = (html: string | undefined): string => {
  const blocks: string[] = [];
  let paragraph = '';
  let lines: string[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  const items: { text: string; written: boolean; marker: string; depth: number }[] = [];
  const flushParagraph = () => {
    const value = paragraph
      .replace(/[ \t]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .trim();
    if (value) blocks.push(value);
    paragraph = '';
  };
  const writeItem = (item: (typeof items)[number]) => {
    if (item.written) return;
    item.written = true;
    const value = item.text.replace(/\s+/g, ' ').trim();
    if (value) lines.push(`${'  '.repeat(item.depth)}${item.marker} ${value}`);
  };
  for (const token of (html ?? '').split(/(<[^>]*>)/)) {
    const tag = /^<\s*(\/?)\s*([a-z0-9]+)/i.exec(token);
    const open = items.at(-1);
    if (!tag) {
      if (token.startsWith('<')) continue;
      const text = decodeEntities(token.replace(/\s+/g, ' '));
      if (open) open.text += text;
      else paragraph += text;
      continue;
    }
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    if (name === 'ul' || name === 'ol') {
      if (!closing) {
        if (lists.length === 0) flushParagraph();
        // A nested list follows its parent item's own line.
        if (open) writeItem(open);
        lists.push({ ordered: name === 'ol', count: 0 });
      } else if (lists.pop() && lists.length === 0) {
        for (const item of items.splice(0)) writeItem(item);
        if (lines.length > 0) blocks.push(lines.join('\n'));
        lines = [];
      }
    } else if (name === 'li') {
      if (!closing) {
        const list = lists.at(-1);
        const count = list ? (list.count += 1) : 1;
        items.push({
          text: '',
          written: false,
          marker: list?.ordered ? `${count}.` : '-',
          depth: Math.max(0, lists.length - 1),
        });
      } else {
        const item = items.pop();
        if (item) writeItem(item);
      }
    } else if (name === 'br') {
      if (open) open.text += ' ';
      else paragraph += '\n';
    } else if (closing && blockEnd.test(name)) {
      if (open) open.text += ' ';
      else flushParagraph();
    }
  }
  for (const item of items) writeItem(item);
  if (lines.length > 0) blocks.push(lines.join('\n'));
  flushParagraph();
  return blocks.join('\n\n');
};
