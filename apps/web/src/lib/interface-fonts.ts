// The Han families' @font-face rules are about 100 KB compressed (their unicode ranges list single
// characters), so a page links them only once it shows Chinese, Japanese or Korean: at once for those
// interface languages, otherwise when such text enters the page (a resume title, a typed name). The
// other scripts' rules, about 2 KB, are linked by index.html.
import { interfaceFontsStylesheetUrls } from '@rb/templates/fonts/interface';

/** Han, kana, hangul, CJK punctuation and full-width forms, and the supplementary ideographs. */
const hanText =
  /[\u2E80-\u9FFF\uA960-\uA97F\uAC00-\uD7FF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF\u{20000}-\u{3FFFF}]/u;

export const isHanInterface = (locale: string) => /^(zh|ja|ko)(?:[-_]|$)/i.test(locale);

export function linkHanFonts(doc: Document = document): void {
  const href = interfaceFontsStylesheetUrls.han;
  if (doc.head.querySelector(`link[href="${href}"]`)) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  doc.head.append(link);
}

/** The text a node shows, leaving out hidden parts (the landing page's closed language menu lists every script). */
function shownText(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  if (node.hasAttribute('hidden')) return '';
  return [...node.childNodes].map(shownText).join('');
}

/** The text a node brings: what it shows, and the values of the fields inside it (React writes them as attributes). */
function textOf(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const values = [...node.querySelectorAll('input[value], textarea')].map((field) =>
    field instanceof HTMLTextAreaElement ? field.value : (field.getAttribute('value') ?? ''),
  );
  return [shownText(node), node.getAttribute('value') ?? '', ...values].join(' ');
}

/** Links the Han faces when the interface language or the page's text needs them; returns a stop function. */
export function linkHanFontsWhenNeeded(locale: string, doc: Document = document): () => void {
  if (isHanInterface(locale) || hanText.test(textOf(doc.body))) {
    linkHanFonts(doc);
    return () => {};
  }
  const stop = () => {
    observer.disconnect();
    doc.removeEventListener('input', onInput, true);
  };
  const found = () => {
    stop();
    linkHanFonts(doc);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const nodes = record.type === 'childList' ? [...record.addedNodes] : [record.target];
      if (nodes.some((node) => hanText.test(textOf(node)))) return found();
    }
  });
  const onInput = (event: Event) => {
    const field = event.target;
    if (
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      hanText.test(field.value)
    )
      found();
  };
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['value'],
  });
  doc.addEventListener('input', onInput, true);
  return stop;
}
