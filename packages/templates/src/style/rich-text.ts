/**
 * Rich text is sanitised on the server when saved and again here, on render: the artboard never runs user script.
 * `xss` works on strings (no DOM), so the same code runs in the browser, in Node tests and in thumbnail scripts.
 */
import * as xssNamespace from 'xss';
import { displayPictureUrl } from '@rb/schema';

// `xss` is CommonJS: Node's ESM loader detects only some of its names, so read them from `default` when it is there.
const xss = (xssNamespace as unknown as { default?: typeof xssNamespace }).default ?? xssNamespace;
const { FilterXSS, cssFilter, escapeAttrValue, safeAttrValue } = xss;

const blocks = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote'];
const inline = ['br', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'mark', 'code', 'sub', 'sup', 'span'];
const containers = ['ul', 'ol', 'pre', 'hr'];

const whiteList: Record<string, string[]> = {
  ...Object.fromEntries(blocks.map((tag) => [tag, ['style']])),
  ...Object.fromEntries(inline.map((tag) => [tag, []])),
  ...Object.fromEntries(containers.map((tag) => [tag, []])),
  ol: ['start'],
  a: ['href', 'title'],
  img: ['src', 'alt', 'title'],
};

const safeHref = /^(?:https?:|mailto:|tel:|#|\/(?!\/))/i;
/** Pictures come from the web or from the app itself; never `data:` or `javascript:` addresses. */
const safeImageSrc = /^(?:https?:\/\/|\/(?!\/))/i;

function createFilter(imageSrc: (src: string) => string) {
  return new FilterXSS({
    whiteList,
    stripIgnoreTag: true,
    stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript'],
    allowCommentTag: false,
    // Only alignment survives in style attributes (the editor writes it); colours and layout come from the theme.
    css: { whiteList: { 'text-align': true } },
    onTagAttr(tag, name, value) {
      // `onTagAttr` output bypasses the library's own value check, so the protocol checks happen here.
      if (tag === 'img' && name === 'src') {
        const src = value.trim();
        return safeImageSrc.test(src) ? `src="${escapeAttrValue(imageSrc(src))}"` : '';
      }
      if (tag !== 'a' || name !== 'href') return undefined;
      const href = safeAttrValue(tag, name, value.trim(), cssFilter);
      if (href === '' || !safeHref.test(href)) return '';
      // Links open outside the frame; tell the browser not to hand it a reference back.
      return `href="${escapeAttrValue(href)}" target="_blank" rel="noopener noreferrer nofollow"`;
    },
  });
}

const storedFilter = createFilter((src) => src);
const displayFilter = createFilter(displayPictureUrl);
/** A picture whose address was refused is dropped whole rather than shown broken. */
const imageWithoutSource = /<img(?![^>]*\ssrc=")[^>]*>/gi;

/** Rich text as it is stored: safe, with picture addresses as the author wrote them. */
export function sanitizeHtml(html: string): string {
  return storedFilter.process(html ?? '').replace(imageWithoutSource, '');
}

/** Rich text as a page shows it: safe, and remote pictures load through the app (displayPictureUrl). */
export function sanitizeHtmlForDisplay(html: string): string {
  return displayFilter.process(html ?? '').replace(imageWithoutSource, '');
}

/** True when the HTML shows nothing at all (e.g. the editor's empty `<p></p>`); a picture counts as something. */
export function isBlankHtml(html: string): boolean {
  if (/<img\b[^>]*\ssrc=/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}
