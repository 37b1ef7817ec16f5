// The undo history of an editor's document, shared by the resume builder and the letter editor
// (docs/product.md#autosave-and-undo): only the document is history (the record around it follows the server), at
// most `undoLimit` steps, and typing into one field within a second is one step, not one per keystroke.
import type { ZundoOptions } from 'zundo';
import { undoLimit } from '@rb/schema';

const coalesceWindowMs = 1000;

export interface DocumentHistory<State extends { data: unknown }> {
  /** For zundo's `temporal(…, options)`. */
  options: ZundoOptions<State, Pick<State, 'data'>>;
  /** Runs `set` (one change of the document); with `key` (a field path), a burst under one key is one step. */
  edit(key: string | undefined, set: () => void): void;
  /** Ends the current burst: the next edit is a step of its own (after a load, an undo or a redo). */
  endBurst(): void;
}

export function documentHistory<State extends { data: unknown }>(): DocumentHistory<State> {
  let last: { key: string; at: number } | null = null;
  let next: string | null = null;
  return {
    options: {
      limit: undoLimit,
      partialize: (state) => ({ data: state.data }),
      equality: (past, current) => past.data === current.data,
      // zundo types the recorder as setState, but it receives the four arguments of its own handleSet.
      handleSet:
        (record) =>
        (...args) => {
          const key = next;
          const now = Date.now();
          const burst = key !== null && last?.key === key && now - last.at < coalesceWindowMs;
          last = key === null ? null : { key, at: now };
          if (!burst) (record as unknown as (...recorded: typeof args) => void)(...args);
        },
    },
    edit(key, set) {
      next = key ?? null;
      try {
        set();
      } finally {
        next = null;
      }
    },
    endBurst() {
      last = null;
    },
  };
}
