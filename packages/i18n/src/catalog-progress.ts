/**
 * Share of translated messages in a .po catalog, 0–100, rounded down so that 100 means complete.
 * Obsolete entries (#~) and the header do not count. Long strings may continue on "…" lines.
 */
export const catalogProgress = (po: string): number => {
  let total = 0;
  let done = 0;
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
    if (!fields.msgid) continue;
    total += 1;
    if (fields.msgstr) done += 1;
  }
  return total === 0 ? 0 : Math.floor((done / total) * 100);
};
