import { escapeHtml } from './html.ts';

/**
 * A small Markdown reader for the summaries of the v3 format: paragraphs, headings (as bold lines),
 * **bold**, *italic*, [links](https://…) (http, https and mailto only), bulleted and numbered lists.
 * Everything else is text: any HTML in the input comes out escaped, never as markup.
 */

const safeHref = (href: string): string | undefined => {
  try {
    const url = new URL(href);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
};

const emphasis = (escaped: string): string =>
  escaped
    .replace(/\*\*(?=\S)([\s\S]*?\S)\*\*/g, '<strong>$1</strong>')
    .replace(/__(?=\S)([\s\S]*?\S)__/g, '<strong>$1</strong>')
    .replace(/\*(?=\S)([\s\S]*?\S)\*/g, '<em>$1</em>')
    .replace(/(^|[^\p{L}\p{N}_])_(?=\S)([\s\S]*?\S)_(?![\p{L}\p{N}_])/gu, '$1<em>$2</em>');

const linkPattern = /\[([^\]\n]*)\]\(\s*<?([^)\s>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;

/** One line or paragraph of inline Markdown as safe HTML. */
export const inlineMarkdown = (source: string): string => {
  let html = '';
  let last = 0;
  for (const match of source.matchAll(linkPattern)) {
    const [whole, label = '', target = ''] = match;
    html += emphasis(escapeHtml(source.slice(last, match.index)));
    const href = safeHref(target);
    const text = emphasis(escapeHtml(label || target));
    html += href
      ? `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer nofollow">${text}</a>`
      : text;
    last = match.index + whole.length;
  }
  return html + emphasis(escapeHtml(source.slice(last)));
};

type Block = { kind: 'p' | 'h' | 'ul' | 'ol'; lines: string[] };

const bullet = /^\s*[-*+]\s+(.*)$/;
const numbered = /^\s*\d{1,9}[.)]\s+(.*)$/;
const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const rule = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;

const toBlocks = (markdown: string): Block[] => {
  const blocks: Block[] = [];
  let open: Block | undefined;
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '' || rule.test(line)) {
      open = undefined;
      continue;
    }
    const h = heading.exec(line);
    const b = bullet.exec(line);
    const n = numbered.exec(line);
    if (h) {
      blocks.push({ kind: 'h', lines: [h[1] ?? ''] });
      open = undefined;
    } else if (b || n) {
      const kind = b ? 'ul' : 'ol';
      const text = (b ?? n)?.[1] ?? '';
      if (open?.kind === kind) open.lines.push(text);
      else blocks.push((open = { kind, lines: [text] }));
    } else if (open) {
      // A line that continues a paragraph, or lazily continues the last list item.
      if (open.kind === 'p') open.lines.push(line.trim());
      else open.lines[open.lines.length - 1] += ` ${line.trim()}`;
    } else {
      blocks.push((open = { kind: 'p', lines: [line.trim()] }));
    }
  }
  return blocks;
};

export const markdownToHtml = (markdown: string | undefined): string =>
  toBlocks(markdown ?? '')
    .map(({ kind, lines }) => {
      if (kind === 'p') return `<p>${inlineMarkdown(lines.join(' '))}</p>`;
      if (kind === 'h') return `<p><strong>${inlineMarkdown(lines.join(' '))}</strong></p>`;
      return `<${kind}>${lines.map((line) => `<li><p>${inlineMarkdown(line)}</p></li>`).join('')}</${kind}>`;
    })
    .join('');
