/**
 * Sets `<meta property|name=…>` tags for link previews; returns a function that undoes it: tags it added are
 * removed, and tags that were there already (the server writes them for a shared resume) get their old content.
 */
export const setDocumentMeta = (entries: Record<string, string>): (() => void) => {
  const undo: (() => void)[] = [];
  for (const [key, content] of Object.entries(entries)) {
    const attribute = key.startsWith('og:') ? 'property' : 'name';
    let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (element) {
      const previous = element.content;
      const existing = element;
      undo.push(() => (existing.content = previous));
    } else {
      element = document.createElement('meta');
      element.setAttribute(attribute, key);
      document.head.append(element);
      const added = element;
      undo.push(() => added.remove());
    }
    element.content = content;
  }
  return () => undo.reverse().forEach((step) => step());
};
