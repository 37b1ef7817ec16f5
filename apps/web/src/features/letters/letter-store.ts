// The open letter and its undo history (docs/product.md#autosave-and-undo): the builder's rules for a smaller
// document. Only the document is history; the record (version, title, lock) follows the server.
import { create } from 'zustand';
import { temporal } from 'zundo';
import { produce, type Draft } from 'immer';
import type { LetterData, LetterDto } from '@rb/schema';
import { documentHistory } from '@/lib/document-history';

export type LetterMeta = Omit<LetterDto, 'data'>;

type LetterState = {
  meta: LetterMeta | null;
  data: LetterData | null;
  /** Grows with every load from the server, so the saver can tell a load from an edit. */
  loads: number;
};

const undoHistory = documentHistory<LetterState>();

export const useLetterStore = create<LetterState>()(
  temporal(() => ({ meta: null, data: null, loads: 0 }) as LetterState, undoHistory.options),
);

const history = () => useLetterStore.temporal.getState();

export const loadLetter = ({ data, ...meta }: LetterDto): void => {
  useLetterStore.setState((state) => ({ meta, data, loads: state.loads + 1 }));
  undoHistory.endBurst();
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
  undoHistory.edit(coalesce, () => useLetterStore.setState({ data: next }));
};

export const undoLetter = (): void => {
  if (isReadOnly()) return;
  undoHistory.endBurst();
  history().undo();
};

export const redoLetter = (): void => {
  if (isReadOnly()) return;
  undoHistory.endBurst();
  history().redo();
};
