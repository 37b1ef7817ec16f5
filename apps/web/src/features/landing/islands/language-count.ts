/**
 * The number of interface languages as the server lists them (docs/product.md#landing-page): the page is written
 * with the bundled list's count, which the server's own list replaces in the sentences that name it.
 */
export function mountLanguageCount(root: ParentNode): () => void {
  const elements = [...root.querySelectorAll<HTMLElement>('[data-language-count]')];
  if (elements.length === 0) return () => {};
  let active = true;
  void fetch('/api/translation/languages', { headers: { accept: 'application/json' } })
    .then(async (response) => (response.ok ? ((await response.json()) as unknown) : undefined))
    .catch(() => undefined)
    .then((body) => {
      if (!active || !Array.isArray(body)) return;
      for (const element of elements) {
        const written = element.dataset.languageCount!;
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.includes(written)) continue;
          node.textContent = node.textContent.replace(written, String(body.length));
          break;
        }
        element.dataset.languageCount = String(body.length);
      }
    });
  return () => {
    active = false;
  };
}
