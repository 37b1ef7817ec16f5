import { create } from 'zustand';
import type { ResumeDto } from '@rb/schema';
import type { SaveStatus } from './autosaver';

type SaveState = {
  status: SaveStatus;
  /** The server's document when a save met a newer version (409). */
  conflict: { current: ResumeDto | null } | null;
  /** A navigation inside the app waits for the last save or for the user's answer; other dialogs wait meanwhile. */
  leaving: boolean;
};

/** What the top bar shows about saving, the open conflict if any, and whether a navigation waits. */
export const useSaveState = create<SaveState>(() => ({ status: 'saved', conflict: null, leaving: false }));
