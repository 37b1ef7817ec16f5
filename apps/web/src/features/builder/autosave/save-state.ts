import { create } from 'zustand';
import type { ResumeDto } from '@rb/schema';
import type { SaveStatus } from './autosaver';

type SaveState = {
  status: SaveStatus;
  /** The server's document when a save met a newer version (409). */
  conflict: { current: ResumeDto | null } | null;
};

/** What the top bar shows about saving, and the open conflict if any. */
export const useSaveState = create<SaveState>(() => ({ status: 'saved', conflict: null }));
