/**
 * Rich text is sanitised on the server when saved and again here, on render: the artboard never runs user script.
 * `xss` works on strings (no DOM), so the same code runs in the browser, in Node tests and in thumbnail scripts.
 */
import * as xssNamespace from 'xss';
import { displayPictureUrl, isSameOriginPath } from '@rb/schema';

// `xss` is CommonJS: Node's ESM loader detects only some of its names, so read them from `default` when it is there.
const xss = (xssNamespace as unknown as { default?: typeof xssNamespace }).default ?? xssNamespace;
const { FilterXSS } = xss;

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

const namedReferences: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * An attribute's value as the browser will read it. Numeric and the common named references are decoded; any
 * other `&` is written back as `&amp;` (attributeValue), so the browser reads exactly the text checked here and
 * no spelling (`&#x2F;`, `&sol;`, a tab) can turn a path into `//host`.
 */
function decodedAttribute(raw: string): string {
  const decoded = raw.replace(/&(?:#x([0-9a-f]+);?|#([0-9]+);?|([a-z]+);)/gi, (whole, hex, decimal, name) => {
    if (name !== undefined) return namedReferences[name.toLowerCase()] ?? whole;
    const code = parseInt(hex ?? decimal, hex ? 16 : 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
      ? String.fromCodePoint(code)
      : '\uFFFD';
  });
  // What the URL parser ignores goes here too: surrounding controls and spaces, tabs and newlines anywhere.
  // eslint-disable-next-line no-control-regex -- exactly the characters the URL parser strips
  return decoded.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
}

const attributeValue = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const isSafeHref = (href: string) => /^(?:https?:|mailto:|tel:|#)/i.test(href) || isSameOriginPath(href);
/** Pictures come from the web or from the app itself; never `data:` or `javascript:` addresses. */
const isSafeImageSrc = (src: string) => /^https?:\/\//i.test(src) || isSameOriginPath(src);

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
        const src = decodedAttribute(value);
        return isSafeImageSrc(src) ? `src="${attributeValue(imageSrc(src))}"` : '';
      }
      if (tag !== 'a' || name !== 'href') return undefined;
      const href = decodedAttribute(value);
      if (!isSafeHref(href)) return '';
      // Links open outside the frame; tell the browser not to hand it a reference back.
      return `href="${attributeValue(href)}" target="_blank" rel="noopener noreferrer nofollow"`;
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
