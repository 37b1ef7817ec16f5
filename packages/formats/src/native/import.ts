import { formatMessage } from '../messages.ts';
import { finish, guard } from '../shared/issues.ts';
import { readJson } from '../shared/input.ts';
import type { Importer, ImportIssue } from '../types.ts';

const parts = ['basics', 'sections', 'metadata'] as const;

/**
 * The schema fills every missing field, so `{}` or a file of another format would pass as an empty resume;
 * the three parts must be there for the file to count as one of ours.
 */
const missingParts = (value: unknown): ImportIssue[] => {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return [formatMessage('notAResume')];
  return parts
    .filter((key) => typeof (value as Record<string, unknown>)[key] !== 'object')
    .map((key) => formatMessage('partMissing', key, { part: key }));
};

/** The product's own JSON: validated against the resume schema and kept as it is. */
export const nativeImporter: Importer = {
  type: 'native-json',
  extension: '.json',
  parse: (input) =>
    guard(() => {
      const json = readJson(input);
      if (!json.ok) return json;
      const missing = missingParts(json.value);
      if (missing.length > 0) return { ok: false, errors: missing };
      return finish(json.value, []);
    }),
};
