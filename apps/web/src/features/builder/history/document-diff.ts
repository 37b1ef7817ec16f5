import { richTextToPlain } from '@rb/schema';

/** Where a change is: readable steps from the document's root (section names and item titles, not ids). */
export type DiffPath = string[];

export type DocumentChange =
  | { kind: 'added' | 'removed'; path: DiffPath; label: string }
  | { kind: 'changed'; path: DiffPath; before: string; after: string }
  | { kind: 'reordered'; path: DiffPath };

type Plain = Record<string, unknown>;

const isObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasId = (value: unknown): value is Plain & { id: string } =>
  isObject(value) && typeof value.id === 'string';

/** The first of these that is filled names an item in the diff, as its line in the builder's lists does. */
const titleKeys = [
  'name',
  'title',
  'company',
  'institution',
  'organization',
  'network',
  'username',
  'position',
];

const labelOf = (value: unknown, fallback: string): string => {
  if (!isObject(value)) return fallback;
  for (const key of titleKeys) {
    const text = value[key];
    if (typeof text === 'string' && text.trim()) return richTextToPlain(text);
  }
  return fallback;
};

const maxText = 140;

/** A value as one line of text: rich text without its tags, lists joined, long texts cut. */
export const displayValue = (value: unknown): string => {
  let text: string;
  if (value === undefined || value === null) text = '';
  else if (typeof value === 'string') text = /<[a-z][\s\S]*>/i.test(value) ? richTextToPlain(value) : value;
  else if (Array.isArray(value)) text = value.map(displayValue).join(', ');
  else if (isObject(value)) text = JSON.stringify(value);
  else text = String(value);
  return text.length > maxText ? `${text.slice(0, maxText - 1)}…` : text;
};

const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
};

/** Steps that only add noise to a path: every section is under `sections` (custom ones under `custom`), every item under `items`. */
const silentKeys = new Set(['sections', 'items', 'custom']);

/** A step of the path: a section by the name the user gave it, anything else by its key. */
const pathWith = (path: DiffPath, key: string, before: unknown, after: unknown): DiffPath => {
  if (silentKeys.has(key)) return path;
  const value = isObject(after) ? after : before;
  const named = hasId(value) && typeof value.name === 'string' && value.name.trim() ? value.name : key;
  return [...path, named];
};

function diffValue(before: unknown, after: unknown, path: DiffPath, out: DocumentChange[]): void {
  if (sameValue(before, after)) return;
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    for (const key of keys) {
      const [b, a] = [before[key], after[key]];
      // A key on one side only holding an object (a custom section) is added or removed as a whole.
      if (b === undefined && isObject(a)) out.push({ kind: 'added', path, label: labelOf(a, key) });
      else if (a === undefined && isObject(b)) out.push({ kind: 'removed', path, label: labelOf(b, key) });
      else diffValue(b, a, pathWith(path, key, b, a), out);
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && [...before, ...after].every(hasId)) {
    diffItems(before as (Plain & { id: string })[], after as (Plain & { id: string })[], path, out);
    return;
  }
  out.push({ kind: 'changed', path, before: displayValue(before), after: displayValue(after) });
}

/** Items are matched by id: a changed item is one entry per changed field, under the item's title. */
function diffItems(
  before: (Plain & { id: string })[],
  after: (Plain & { id: string })[],
  path: DiffPath,
  out: DocumentChange[],
): void {
  const beforeById = new Map(before.map((item) => [item.id, item]));
  const afterIds = new Set(after.map((item) => item.id));
  for (const item of before) {
    if (!afterIds.has(item.id)) out.push({ kind: 'removed', path, label: labelOf(item, '') });
  }
  for (const item of after) {
    const previous = beforeById.get(item.id);
    if (!previous) out.push({ kind: 'added', path, label: labelOf(item, '') });
    else diffValue(previous, item, [...path, labelOf(item, labelOf(previous, ''))], out);
  }
  const keptBefore = before.filter((item) => afterIds.has(item.id)).map((item) => item.id);
  const keptAfter = after.filter((item) => beforeById.has(item.id)).map((item) => item.id);
  if (keptBefore.some((id, index) => keptAfter[index] !== id)) out.push({ kind: 'reordered', path });
}

/**
 * What changed from `before` (a snapshot) to `after` (the document now), in document order: fields changed, items
 * and custom sections added or removed, lists reordered. Ids never show; items are named by their titles.
 */
export const diffDocuments = (before: unknown, after: unknown): DocumentChange[] => {
  const out: DocumentChange[] = [];
  diffValue(before, after, [], out);
  return out;
};
