// The Han families' @font-face rules are about 70 KB compressed (their unicode ranges list single
// characters), so no page waits for them: they are linked once the app has rendered, and their files load
// only when a page shows Chinese, Japanese or Korean text. The other scripts' rules are linked by index.html.
import { interfaceFontsStylesheetUrls } from '@rb/templates/fonts/interface-families.ts';

export function linkHanFonts(doc: Document = document): void {
  const href = interfaceFontsStylesheetUrls.han;
  if (doc.head.querySelector(`link[href="${href}"]`)) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  doc.head.append(link);
}
