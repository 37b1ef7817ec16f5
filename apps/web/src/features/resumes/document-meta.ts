/** Sets `<meta property|name=…>` tags for link previews; returns a function that removes them again. */
export const setDocumentMeta = (entries: Record<string, string>): (() => void) => {
  const added: HTMLMetaElement[] = [];
  for (const [key, content] of Object.entries(entries)) {
    const attribute = key.startsWith('og:') ? 'property' : 'name';
    let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (!element) {
      element = document.createElement('meta');
      element.setAttribute(attribute, key);
      document.head.append(element);
      added.push(element);
    }
    element.content = content;
  }
  return () => added.forEach((element) => element.remove());
};
