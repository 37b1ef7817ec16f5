// Golden files: the whole output of a converter, compared with a committed file, so that a change in any field
// fails a test. Update them on purpose with `npx vitest run --project formats -u`, and read the diff.
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { expect } from 'vitest';

const cuid2 = /^[a-z][a-z0-9]{23}$/;

/**
 * The value as stable JSON text: every generated id (cuid2, found in `id` fields) becomes `<id:n>` in order of
 * appearance, wherever it occurs (keys of custom sections and `custom.<id>` layout entries included).
 */
export const stableJson = (value: unknown): string => {
  const ids: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, field] of Object.entries(node)) {
        if (key === 'id' && typeof field === 'string' && cuid2.test(field) && !ids.includes(field))
          ids.push(field);
        walk(field);
      }
    }
  };
  walk(value);
  let text = `${JSON.stringify(value, null, 2)}\n`;
  ids.forEach((id, index) => {
    text = text.replaceAll(id, `<id:${index + 1}>`);
  });
  return text;
};

/**
 * Compares the value with the golden file at `path` (relative to the calling test file). The text is laid out
 * by the repository's Prettier settings, so `npm run format` leaves the committed files as they are.
 */
export const expectGolden = async (value: unknown, path: string): Promise<void> => {
  const options = await resolveConfig(fileURLToPath(import.meta.url));
  const text = await format(stableJson(value), { ...options, parser: 'json' });
  await expect(text).toMatchFileSnapshot(path);
};
