/** Networks whose icon slug is not simply their lowercased name. */
const aliases: Record<string, string> = {
  twitter: 'x',
  'dev.to': 'devdotto',
  'stack overflow': 'stackoverflow',
};

/**
 * A guess at the icon set's slug for a network name, the way the icon set forms slugs:
 * lowercase, "+" → "plus", "." → "dot", "&" → "and", accents and other characters dropped.
 */
export const networkIcon = (network: string): string => {
  const name = network.trim().toLowerCase();
  const alias = aliases[name];
  if (alias) return alias;
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\+/g, 'plus')
    .replace(/\./g, 'dot')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');
};
