/**
 * Rich text (the sanitised HTML of summaries) as blocks with marked runs, for the exports that keep formatting:
 * Markdown and Word. The HTML comes through the templates' allow-list (`sanitizeHtml`), so a small tokenizer in
 * the manner of `htmlToText` (html.ts) reads it; anything outside that list is read as plain text.
 */
import { isValidHref } from '@rb/schema';
import { decodeEntities, escapeHtml } from './html.ts';

export type Marks = { bold?: true; italic?: true; underline?: true; strike?: true; code?: true };

export type Inline = ({ text: string; href?: string } & Marks) | { lineBreak: true };

export type RichBlock =
  | { kind: 'paragraph'; inlines: Inline[]; heading?: number; quote?: true }
  | { kind: 'list'; ordered: boolean; start: number; items: RichBlock[][] };

const markOf: Record<string, keyof Marks> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  s: 'strike',
  del: 'strike',
  code: 'code',
};

const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag);
  return match ? decodeEntities(match[1] ?? '') : undefined;
};

type Paragraph = Extract<RichBlock, { kind: 'paragraph' }>;
type List = Extract<RichBlock, { kind: 'list' }>;

/** Joins neighbouring runs that look the same and trims each paragraph's ends. */
const tidy = (paragraph: Paragraph): Paragraph | undefined => {
  const inlines: Inline[] = [];
  for (const inline of paragraph.inlines) {
    const last = inlines.at(-1);
    if (
      last &&
      'text' in last &&
      'text' in inline &&
      JSON.stringify({ ...last, text: '' }) === JSON.stringify({ ...inline, text: '' })
    )
      inlines[inlines.length - 1] = { ...last, text: last.text + inline.text };
    else inlines.push({ ...inline });
  }
  // Spaces at either end of a paragraph or around a line break show nothing.
  inlines.forEach((inline, index) => {
    if (!('text' in inline)) return;
    const before = inlines[index - 1];
    const after = inlines[index + 1];
    if (!before || !('text' in before)) inline.text = inline.text.replace(/^ +/, '');
    if (!after || !('text' in after)) inline.text = inline.text.replace(/ +$/, '');
  });
  const kept = inlines.filter((inline) => !('text' in inline) || inline.text !== '');
  while (kept[0] && 'lineBreak' in kept[0]) kept.shift();
  while (kept.at(-1) && 'lineBreak' in kept.at(-1)!) kept.pop();
  return kept.length > 0 ? { ...paragraph, inlines: kept } : undefined;
};

export const htmlToBlocks = (html: string | undefined): RichBlock[] => {
  const root: RichBlock[] = [];
  // Where blocks go: the document, or the list item being read (with the list it belongs to).
  const containers: { blocks: RichBlock[]; list?: List }[] = [{ blocks: root }];
  const lists: List[] = [];
  const marks: Record<keyof Marks, number> = { bold: 0, italic: 0, underline: 0, strike: 0, code: 0 };
  const links: (string | undefined)[] = [];
  let paragraph: Paragraph | undefined;
  let pending: Pick<Paragraph, 'heading' | 'quote'> = {};
  let quoteDepth = 0;

  const close = () => {
    const done = paragraph && tidy(paragraph);
    if (done) containers.at(-1)!.blocks.push(done);
    paragraph = undefined;
  };
  const open = () =>
    (paragraph ??= {
      kind: 'paragraph',
      inlines: [],
      ...pending,
      ...(quoteDepth > 0 ? { quote: true } : {}),
    });
  const currentMarks = (): Marks =>
    Object.fromEntries(
      (Object.keys(marks) as (keyof Marks)[]).filter((key) => marks[key] > 0).map((key) => [key, true]),
    );

  for (const token of (html ?? '').split(/(<[^>]*>)/)) {
    const tag = /^<\s*(\/?)\s*([a-z0-9]+)/i.exec(token);
    if (!tag) {
      if (token.startsWith('<') || token === '') continue;
      const text = decodeEntities(token.replace(/\s+/g, ' '));
      if (!paragraph && text.trim() === '') continue;
      const href = links.findLast((link) => link !== undefined);
      open().inlines.push({ text, ...currentMarks(), ...(href ? { href } : {}) });
      continue;
    }
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    const mark = markOf[name];
    if (mark) {
      marks[mark] = Math.max(0, marks[mark] + (closing ? -1 : 1));
    } else if (name === 'a') {
      if (closing) links.pop();
      else links.push(attribute(token, 'href'));
    } else if (name === 'br') {
      open().inlines.push({ lineBreak: true });
    } else if (/^(p|h[1-6]|pre|div)$/.test(name)) {
      close();
      pending = !closing && name.startsWith('h') ? { heading: Number(name.slice(1)) } : {};
    } else if (name === 'blockquote') {
      close();
      quoteDepth = Math.max(0, quoteDepth + (closing ? -1 : 1));
    } else if (name === 'ul' || name === 'ol') {
      close();
      if (!closing) {
        const start = Number(attribute(token, 'start'));
        const list: List = {
          kind: 'list',
          ordered: name === 'ol',
          start: Number.isInteger(start) && start > 0 ? start : 1,
          items: [],
        };
        containers.at(-1)!.blocks.push(list);
        lists.push(list);
      } else {
        // Closing a list closes its items too, even when their own end tags are missing.
        const list = lists.pop();
        while (list && containers.at(-1)!.list === list) containers.pop();
      }
    } else if (name === 'li') {
      close();
      const list = lists.at(-1);
      // An item starts where the previous one ends, whether or not that one was closed.
      if (list && containers.at(-1)!.list === list) containers.pop();
      if (!closing && list) {
        const item: RichBlock[] = [];
        list.items.push(item);
        containers.push({ blocks: item, list });
      }
    } else if (name === 'hr') {
      close();
    }
  }
  close();
  // Empty list items say nothing; lists without items go.
  const prune = (blocks: RichBlock[]): RichBlock[] =>
    blocks.flatMap((block): RichBlock[] => {
      if (block.kind === 'paragraph') return [block];
      const items = block.items.map(prune).filter((item) => item.length > 0);
      return items.length > 0 ? [{ ...block, items }] : [];
    });
  return prune(root);
};

/** The plain text of a paragraph's runs (line breaks as "\n"). */
export const inlineText = (inlines: Inline[]): string =>
  inlines.map((inline) => ('text' in inline ? inline.text : '\n')).join('');

const inlineHtml = (inline: Inline): string => {
  if (!('text' in inline)) return '<br>';
  let html = escapeHtml(inline.text);
  if (inline.code) html = `<code>${html}</code>`;
  if (inline.strike) html = `<s>${html}</s>`;
  if (inline.underline) html = `<u>${html}</u>`;
  if (inline.italic) html = `<em>${html}</em>`;
  if (inline.bold) html = `<strong>${html}</strong>`;
  return inline.href && isValidHref(inline.href) ? `<a href="${escapeHtml(inline.href)}">${html}</a>` : html;
};

/** Blocks back as rich text in the editor's own form (list items hold paragraphs); links only when valid. */
export const blocksToHtml = (blocks: RichBlock[]): string =>
  blocks
    .map((block) => {
      if (block.kind === 'paragraph') return `<p>${block.inlines.map(inlineHtml).join('')}</p>`;
      const tag = block.ordered ? 'ol' : 'ul';
      const start = block.ordered && block.start !== 1 ? ` start="${block.start}"` : '';
      return `<${tag}${start}>${block.items.map((item) => `<li>${blocksToHtml(item)}</li>`).join('')}</${tag}>`;
    })
    .join('');
