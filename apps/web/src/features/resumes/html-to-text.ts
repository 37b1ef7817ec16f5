/** The readable text of stored rich text (already sanitised by the server), for descriptions. */
export const htmlToText = (html: string): string =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
