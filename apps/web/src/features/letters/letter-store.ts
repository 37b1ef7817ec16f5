// The open letter and its undo history (docs/product.md#autosave-and-undo): the builder's rules for a smaller
// document. Only the document is history; the record (version, title, lock) follows the server.
import { create } from 'zustand';
import { temporal } from 'zundo';
import { produce, type Draft } from 'immer';
import { undoLimit, type LetterData, type LetterDto } from '@rb/schema';

export type LetterMeta = Omit<LetterDto, 'data'>;

type LetterState = {
  meta: LetterMeta | null;
  data: LetterData | null;
  /** Grows with every load from the server, so the saver can tell a load from an edit. */
  loads: number;
};

/** Typing into one field within this window is one undo step, as in the builder. */
const coalesceWindowMs = 1000;
let lastCoalesce: { key: string; at: number } | null = null;
let nextCoalesceKey: string | null = null;

export const useLetterStore = create<LetterState>()(
  temporal(() => ({ meta: null, data: null, loads: 0 }) as LetterState, {
    limit: undoLimit,
    partialize: (state) => ({ data: state.data }),
    equality: (past, current) => past.data === current.data,
    handleSet:
      (record) =>
      (...args) => {
        const key = nextCoalesceKey;
        const now = Date.now();
        const burst = key !== null && lastCoalesce?.key === key && now - lastCoalesce.at < coalesceWindowMs;
        lastCoalesce = key === null ? null : { key, at: now };
        if (!burst) (record as unknown as (...recorded: typeof args) => void)(...args);
      },
  }),
);

const history = () => useLetterStore.temporal.getState();

export const loadLetter = ({ data, ...meta }: LetterDto): void => {
  useLetterStore.setState((state) => ({ meta, data, loads: state.loads + 1 }));
  lastCoalesce = null;
  history().clear();
};

export const unloadLetter = (): void => {
  useLetterStore.setState((state) => ({ meta: null, data: null, loads: state.loads + 1 }));
  history().clear();
};

export const setLetterMeta = (patch: Partial<LetterMeta>): void => {
  const { meta } = useLetterStore.getState();
  if (!meta) return;
  history().pause();
  useLetterStore.setState({ meta: { ...meta, ...patch } });
  history().resume();
};

const isReadOnly = (): boolean => useLetterStore.getState().meta?.locked ?? true;

/** The one way the letter changes; `coalesce` (a field path) makes a burst of typing one undo step. */
export const editLetter = (recipe: (draft: Draft<LetterData>) => void, coalesce?: string): void => {
  const { data } = useLetterStore.getState();
  if (!data || isReadOnly()) return;
  const next = produce(data, recipe);
  if (next === data) return;
  nextCoalesceKey = coalesce ?? null;
  useLetterStore.setState({ data: next });
  nextCoalesceKey = null;
};

export const undoLetter = (): void => {
  if (isReadOnly()) return;
  lastCoalesce = null;
  history().undo();
};

export const redoLetter = (): void => {
  if (isReadOnly()) return;
  lastCoalesce = null;
  history().redo();
};
