import { produce } from 'immer';
import { customLayoutId, isCustomLayoutId, type Layout, type ResumeData } from '@rb/schema';

/**
 * Three-way merge of two edits of one resume: `base` is the version both started from, `mine` the local document,
 * `theirs` what another tab or device saved meanwhile. A change made on one side only is taken; list items and
 * custom sections are matched by id, so what either side added stays and what one side removed goes unless the other
 * side edited it. A field both sides changed differently is a conflict: text fields keep both texts by default,
 * other values keep mine; the caller may pick per field with `resolveConflicts`.
 */

/** A step into the document: an object key, or the item with this id in a list. */
export type PathSegment = string | { id: string };

export type ConflictChoice = 'both' | 'mine' | 'theirs';

export type MergeConflict = {
  /** A stable key for the field, usable as a React key and to hold the user's choice. */
  key: string;
  path: PathSegment[];
  base: unknown;
  mine: unknown;
  theirs: unknown;
  /** Free text: both texts can be kept side by side. */
  combinable: boolean;
};

export type MergeResult = {
  data: ResumeData;
  conflicts: MergeConflict[];
  /** Some change of the other side was taken (a value, an item added or removed, a move). */
  tookTheirs: boolean;
};

type Json = unknown;
type JsonObject = Record<string, Json>;
type WithId = { id: string } & JsonObject;

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const deepEqual = (a: Json, b: Json): boolean => {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((entry, index) => deepEqual(entry, b[index]));
  }
  if (isObject(a)) {
    if (!isObject(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => key in b && deepEqual(a[key], b[key]));
  }
  return false;
};

const hasIds = (list: Json[]): list is WithId[] =>
  list.every((entry) => isObject(entry) && typeof entry.id === 'string');

const isPrimitive = (value: Json) => value === null || typeof value !== 'object';

export const pathKey = (path: PathSegment[]): string =>
  path.map((segment) => (typeof segment === 'string' ? segment : `[${segment.id}]`)).join('.');

const lastKey = (path: PathSegment[]): string | undefined => {
  const last = path.at(-1);
  return typeof last === 'string' ? last : undefined;
};

/** Rich-text fields (HTML from the editor). */
const richKeys = new Set(['summary', 'content', 'notes']);
/** Strings that are values to pick, not prose: an address, an icon slug, a colour, a template. */
const valueKeys = new Set(['id', 'href', 'email', 'icon']);

const isCombinable = (path: PathSegment[], mine: Json, theirs: Json): boolean => {
  if (typeof mine !== 'string' || typeof theirs !== 'string') return false;
  const key = lastKey(path);
  if (key === undefined || valueKeys.has(key)) return false;
  if (path[0] === 'basics' && path[1] === 'picture') return false;
  // In the metadata only the notes and the custom CSS are written by hand.
  if (path[0] === 'metadata')
    return pathKey(path) === 'metadata.notes' || pathKey(path) === 'metadata.css.value';
  return true;
};

/** Both texts, mine first; an empty side adds nothing. */
export const combineTexts = (path: PathSegment[], mine: string, theirs: string): string => {
  if (mine.trim() === '') return theirs;
  if (theirs.trim() === '' || mine === theirs) return mine;
  const key = lastKey(path) ?? '';
  if (richKeys.has(key)) {
    // Editor HTML is a list of blocks; plain text is wrapped so it stays a paragraph of its own.
    const block = (html: string) => (html.trimStart().startsWith('<') ? html : `<p>${html}</p>`);
    return `${block(mine)}${block(theirs)}`;
  }
  if (pathKey(path) === 'metadata.css.value') return `${mine}\n${theirs}`;
  return `${mine} / ${theirs}`;
};

type Context = { conflicts: MergeConflict[]; tookTheirs: boolean };

const conflict = (ctx: Context, path: PathSegment[], base: Json, mine: Json, theirs: Json): Json => {
  const combinable = isCombinable(path, mine, theirs);
  ctx.conflicts.push({ key: pathKey(path), path, base, mine, theirs, combinable });
  return combinable ? combineTexts(path, mine as string, theirs as string) : mine;
};

const mergeValue = (base: Json, mine: Json, theirs: Json, path: PathSegment[], ctx: Context): Json => {
  if (deepEqual(mine, theirs)) return mine;
  if (base !== undefined && deepEqual(base, mine)) {
    ctx.tookTheirs = true;
    return theirs;
  }
  if (base !== undefined && deepEqual(base, theirs)) return mine;
  if (isObject(mine) && isObject(theirs))
    return mergeObject(isObject(base) ? base : {}, mine, theirs, path, ctx);
  if (Array.isArray(mine) && Array.isArray(theirs)) {
    const baseList = Array.isArray(base) ? base : [];
    if (pathKey(path) === 'metadata.layout')
      return mergeLayout(baseList as Layout, mine as Layout, theirs as Layout, ctx);
    if (hasIds(mine) && hasIds(theirs) && hasIds(baseList))
      return mergeById(baseList, mine, theirs, path, ctx);
    if (mine.every(isPrimitive) && theirs.every(isPrimitive) && baseList.every(isPrimitive))
      return mergeSet(baseList, mine, theirs, ctx);
  }
  return conflict(ctx, path, base, mine, theirs);
};

/** Keys of both sides; a key one side deleted goes unless the other side changed its value. */
const mergeObject = (
  base: JsonObject,
  mine: JsonObject,
  theirs: JsonObject,
  path: PathSegment[],
  ctx: Context,
): JsonObject => {
  const result: JsonObject = {};
  const keys = [...Object.keys(mine), ...Object.keys(theirs).filter((key) => !(key in mine))];
  for (const key of keys) {
    const inMine = key in mine;
    const inTheirs = key in theirs;
    const inBase = key in base;
    if (inMine && inTheirs) result[key] = mergeValue(base[key], mine[key], theirs[key], [...path, key], ctx);
    else if (inMine) {
      // Deleted on their side: gone, unless I changed it since.
      if (inBase && deepEqual(base[key], mine[key])) ctx.tookTheirs = true;
      else result[key] = mine[key];
    } else if (inBase && deepEqual(base[key], theirs[key])) {
      // Deleted on my side and untouched on theirs.
    } else {
      ctx.tookTheirs = true;
      result[key] = theirs[key];
    }
  }
  return result;
};

const sameOrder = (a: string[], b: string[]): boolean => {
  const common = new Set(a.filter((id) => b.includes(id)));
  const left = a.filter((id) => common.has(id));
  const right = b.filter((id) => common.has(id));
  return left.every((id, index) => right[index] === id);
};

/**
 * The order of a merged list: the side that reordered wins (mine when both did); entries only the other side has
 * are placed after the entry that precedes them there.
 */
export const mergeOrder = (base: string[], mine: string[], theirs: string[], kept: Set<string>): string[] => {
  const mineKept = mine.filter((id) => kept.has(id));
  const theirsKept = theirs.filter((id) => kept.has(id));
  const theirsReordered = !sameOrder(theirs, base);
  const mineReordered = !sameOrder(mine, base);
  const [skeleton, other] =
    theirsReordered && !mineReordered ? [theirsKept, mineKept] : [mineKept, theirsKept];
  const result = [...skeleton];
  other.forEach((id, index) => {
    if (result.includes(id)) return;
    const before = other.slice(0, index).findLast((entry) => result.includes(entry));
    result.splice(insertionPoint(result, before, base, other), 0, id);
  });
  return result;
};

/**
 * Where an entry the other side added goes: after the entry that precedes it there, and after what this side added
 * at the same spot, so additions read "mine, then theirs".
 */
const insertionPoint = <T>(result: T[], before: T | undefined, base: T[], other: T[]): number => {
  let at = before === undefined ? 0 : result.indexOf(before) + 1;
  while (at < result.length && !base.includes(result[at]!) && !other.includes(result[at]!)) at += 1;
  return at;
};

/** Items matched by id: added on either side stays; removed on one side goes unless the other side edited it. */
const mergeById = (
  base: WithId[],
  mine: WithId[],
  theirs: WithId[],
  path: PathSegment[],
  ctx: Context,
): WithId[] => {
  const byId = (list: WithId[]) => new Map(list.map((entry) => [entry.id, entry]));
  const [baseMap, mineMap, theirsMap] = [byId(base), byId(mine), byId(theirs)];
  const merged = new Map<string, WithId>();
  for (const id of new Set([...mineMap.keys(), ...theirsMap.keys()])) {
    const [b, m, t] = [baseMap.get(id), mineMap.get(id), theirsMap.get(id)];
    if (m && t) merged.set(id, mergeValue(b, m, t, [...path, { id }], ctx) as WithId);
    else if (m) {
      if (b && deepEqual(b, m)) ctx.tookTheirs = true;
      else merged.set(id, m);
    } else if (t) {
      if (b && deepEqual(b, t)) continue;
      ctx.tookTheirs = true;
      merged.set(id, t);
    }
  }
  const ids = (list: WithId[]) => list.map((entry) => entry.id);
  const order = mergeOrder(ids(base), ids(mine), ids(theirs), new Set(merged.keys()));
  if (
    !deepEqual(
      order,
      ids(mine).filter((id) => merged.has(id)),
    )
  )
    ctx.tookTheirs = true;
  return order.map((id) => merged.get(id)!);
};

/** Lists of words (keywords, font variants): what one side removed goes, what either side added stays. */
const mergeSet = (base: Json[], mine: Json[], theirs: Json[], ctx: Context): Json[] => {
  const removedByThem = base.filter((entry) => !theirs.includes(entry));
  const addedByThem = theirs.filter((entry) => !base.includes(entry) && !mine.includes(entry));
  const result = mine.filter((entry) => !removedByThem.includes(entry));
  if (mine.length !== result.length || addedByThem.length > 0) ctx.tookTheirs = true;
  for (const entry of addedByThem) {
    const before = theirs.slice(0, theirs.indexOf(entry)).findLast((word) => result.includes(word));
    result.splice(insertionPoint(result, before, base, theirs), 0, entry);
  }
  return result.length > 0 ? result : mine;
};

type Position = { page: number; column: number };

const positionsOf = (layout: Layout): Map<string, Position> => {
  const positions = new Map<string, Position>();
  layout.forEach((columns, page) =>
    columns.forEach((ids, column) => ids.forEach((id) => positions.set(id, { page, column }))),
  );
  return positions;
};

const samePosition = (a: Position | undefined, b: Position | undefined) =>
  a?.page === b?.page && a?.column === b?.column;

/**
 * Pages of columns of section ids. Each column takes the other side's version when mine left it as it was; a section
 * that ends up twice stays where a side moved it; a section that ends up nowhere goes back where a side had it.
 * Which sections exist is settled by the merge of `sections`, after this (see `settleLayout`).
 */
const mergeLayout = (base: Layout, mine: Layout, theirs: Layout, ctx: Context): Layout => {
  const result: string[][][] = mine.map((columns, page) =>
    columns.map((ids, column) => {
      const theirsColumn = theirs[page]?.[column];
      if (theirsColumn && deepEqual(ids, base[page]?.[column]) && !deepEqual(ids, theirsColumn)) {
        ctx.tookTheirs = true;
        return [...theirsColumn];
      }
      return [...ids];
    }),
  );
  // Pages they added.
  for (let page = Math.max(mine.length, base.length); page < theirs.length; page += 1) {
    ctx.tookTheirs = true;
    result.push(theirs[page]!.map((ids) => [...ids]));
  }
  const basePositions = positionsOf(base);
  // A section found twice: keep the place that differs from the base (someone moved it there).
  const seen = new Map<string, Position>();
  result.forEach((columns, page) =>
    columns.forEach((ids, column) => {
      for (const id of [...ids]) {
        const here = { page, column };
        const earlier = seen.get(id);
        if (!earlier) {
          seen.set(id, here);
          continue;
        }
        const keepEarlier = !samePosition(earlier, basePositions.get(id));
        const drop = keepEarlier ? here : earlier;
        const list = result[drop.page]![drop.column]!;
        list.splice(list.indexOf(id), 1);
        if (!keepEarlier) seen.set(id, here);
      }
    }),
  );
  // A section that fell out: back where theirs has it, else where mine has it.
  for (const source of [theirs, mine])
    source.forEach((columns, page) =>
      columns.forEach((ids, column) =>
        ids.forEach((id, index) => {
          if (seen.has(id)) return;
          const targetPage = result[Math.min(page, result.length - 1)]!;
          const target = targetPage[Math.min(column, targetPage.length - 1)]!;
          const before = ids.slice(0, index).findLast((entry) => target.includes(entry));
          target.splice(before === undefined ? 0 : target.indexOf(before) + 1, 0, id);
          seen.set(id, { page, column });
        }),
      ),
    );
  return result;
};

/** The layout holds exactly the custom sections that exist: deleted ones leave, kept ones without a place get one. */
const settleLayout = (data: ResumeData): ResumeData =>
  produce(data, (draft) => {
    const layout = draft.metadata.layout;
    const custom = new Set(Object.keys(draft.sections.custom).map(customLayoutId));
    for (const columns of layout)
      for (const ids of columns)
        for (let index = ids.length - 1; index >= 0; index -= 1)
          if (isCustomLayoutId(ids[index]!) && !custom.has(ids[index]!)) ids.splice(index, 1);
    const placed = new Set(layout.flat(2));
    const missing = [...custom].filter((id) => !placed.has(id));
    if (missing.length === 0) return;
    if (layout.length === 0) layout.push([[]]);
    const lastPage = layout[layout.length - 1]!;
    if (lastPage.length === 0) lastPage.push([]);
    lastPage[lastPage.length - 1]!.push(...missing);
  });

export const mergeResumeData = (base: ResumeData, mine: ResumeData, theirs: ResumeData): MergeResult => {
  const ctx: Context = { conflicts: [], tookTheirs: false };
  const merged = mergeValue(base, mine, theirs, [], ctx) as ResumeData;
  return { data: settleLayout(merged), conflicts: ctx.conflicts, tookTheirs: ctx.tookTheirs };
};

/** The value a choice gives a conflicting field. */
export const chosenValue = (conflict: MergeConflict, choice: ConflictChoice): unknown => {
  if (choice === 'mine') return conflict.mine;
  if (choice === 'theirs') return conflict.theirs;
  return conflict.combinable
    ? combineTexts(conflict.path, conflict.mine as string, conflict.theirs as string)
    : conflict.mine;
};

export const defaultChoice = (conflict: MergeConflict): ConflictChoice =>
  conflict.combinable ? 'both' : 'mine';

/** Applies the user's pick for each conflicting field (by conflict key) to a merged document. */
export const resolveConflicts = (
  data: ResumeData,
  conflicts: MergeConflict[],
  choices: Partial<Record<string, ConflictChoice>>,
): ResumeData =>
  produce(data, (draft) => {
    for (const entry of conflicts) {
      const value = chosenValue(entry, choices[entry.key] ?? defaultChoice(entry));
      let parent: unknown = draft;
      for (const segment of entry.path.slice(0, -1)) {
        if (typeof segment === 'string') parent = (parent as JsonObject | undefined)?.[segment];
        else parent = (parent as WithId[] | undefined)?.find((item) => item.id === segment.id);
      }
      const last = entry.path.at(-1);
      if (isObject(parent) && typeof last === 'string') parent[last] = structuredClone(value);
    }
  });
