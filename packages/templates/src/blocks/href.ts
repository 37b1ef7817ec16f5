/** How a bare address reads on paper: without the scheme and a trailing slash. */
export function readableHref(href: string): string {
  return href.replace(/^(?:https?:\/\/|mailto:|tel:)/i, '').replace(/\/$/, '');
}
