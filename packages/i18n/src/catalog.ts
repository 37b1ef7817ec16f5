import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/**
 * The catalogs of each locale under `locales/<locale>/`: the interface's (`messages`), the account mails'
 * (`mail`, read by the server) and the artboard panels' (`artboard`).
 */
export const catalogNames = ['messages', 'mail', 'artboard'] as const;

export interface CatalogEntry {
  msgid: string;
  msgstr: string;
}

/**
 * The messages of a .po catalog. Obsolete entries (#~) and the header are left out; long strings may
 * continue on "…" lines.
 */
export const catalogEntries = (po: string): CatalogEntry[] => {
  const entries: CatalogEntry[] = [];
  for (const block of po.split(/\r?\n\s*\r?\n/)) {
    const lines = block.split(/\r?\n/).filter((line) => !line.startsWith('#'));
    const fields: Record<string, string> = {};
    let current: string | undefined;
    for (const line of lines) {
      const start = /^(msgid|msgstr|msgctxt)\s+"(.*)"$/.exec(line);
      if (start) {
        current = start[1]!;
        fields[current] = start[2]!;
      } else if (current && /^".*"$/.test(line)) {
        fields[current] += line.slice(1, -1);
      }
    }
    if (fields.msgid) entries.push({ msgid: fields.msgid, msgstr: fields.msgstr ?? '' });
  }
  return entries;
};

/** Share of translated messages in a .po catalog, 0–100, rounded down so that 100 means complete. */
export const catalogProgress = (po: string): number => {
  const entries = catalogEntries(po);
  const done = entries.filter((entry) => entry.msgstr).length;
  return entries.length === 0 ? 0 : Math.floor((done / entries.length) * 100);
};

// `{0, plural, …}` in a translation counts as `{0}`: languages with more plural forms need it.
const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)[},]|<\/?\d+\/?>/g)]
    .map(([token, name]) => (name ? `{${name}}` : token))
    .sort();

const syntaxError = (message: string): string | undefined => {
  try {
    compileMessageOrThrow(message);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

/**
 * Translations that would break on screen: a dropped or renamed `{0}` shows a raw placeholder, a lost
 * `<0>…</0>` loses its link, and invalid message syntax fails to compile.
 */
export const catalogProblems = (po: string): string[] =>
  catalogEntries(po).flatMap(({ msgid, msgstr }) => {
    if (!msgstr) return [];
    if (placeholders(msgstr).join() !== placeholders(msgid).join())
      return [`placeholders differ: ${msgid} -> ${msgstr}`];
    const error = syntaxError(msgstr);
    return error ? [`invalid syntax (${error}): ${msgstr}`] : [];
  });
