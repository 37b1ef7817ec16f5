import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { letterDto, type LetterDto } from '@rb/schema';
import { notifyError } from '@/lib/notify-error';
import { Autosaver, type SaveStatus, type SettledStatus } from '@/features/builder/shared-editing';
import { patchLetter, storeLetter, type LetterChanges } from './letters-api';
import { setLetterMeta, useLetterStore } from './letter-store';

export const useLetterSaveStatus = create<{ status: SaveStatus }>(() => ({ status: 'saved' }));

let active: Autosaver<LetterDto, LetterChanges> | null = null;

/** Sends what waits (before a download, before leaving) and tells how it ended. */
export const flushLetterSaves = (): Promise<SettledStatus> => active?.flush() ?? Promise.resolve('saved');

/** Puts the saver on a letter the server answered outside it (a restore), so the next save is based on it. */
export const rebaseLetterSaves = (letter: LetterDto): void => active?.rebase(letter);

/**
 * Renames the open letter or makes it public or private: a change of the record, saved at once with the version
 * rule. A refused change is dropped, so that the next save does not send it again.
 */
export const saveLetterRecord = async (
  changes: Pick<LetterChanges, 'title' | 'visibility'>,
): Promise<SettledStatus> => {
  const saver = active;
  if (!saver) return 'error';
  saver.queue(changes, { immediate: true });
  const status = await saver.whenSettled();
  if (status === 'error')
    for (const key of Object.keys(changes) as (keyof LetterChanges)[]) saver.discard(key);
  return status;
};

/**
 * Saves every change of the open letter as the builder saves a resume (docs/product.md#autosave-and-undo). A save based
 * on an old version (the letter was changed in another tab) keeps what this editor shows: it is saved again on top
 * of the newer version (docs/product.md#cover-letters).
 */
export const useLetterAutosave = (id: string, version: number | undefined): void => {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (version === undefined) return;
    const saver = new Autosaver<LetterDto, LetterChanges>({
      version,
      data: useLetterStore.getState().data ?? undefined,
      conflictCode: 'LetterVersionConflict',
      send: (changes) => patchLetter(id, changes),
      onSaved: (saved) => {
        if (useLetterStore.getState().meta?.id !== saved.id) return;
        setLetterMeta({
          version: saved.version,
          updatedAt: saved.updatedAt,
          title: saved.title,
          visibility: saved.visibility,
        });
        storeLetter(queryClient, saved);
      },
      onStatus: (status) => useLetterSaveStatus.setState({ status }),
      onConflict: (current) => {
        const parsed = letterDto.safeParse(current);
        if (!parsed.success) return;
        const data = useLetterStore.getState().data;
        if (data) saver.queue({ data });
        saver.rebase(parsed.data);
      },
      onError: (error) => notifyError(error),
    });
    active = saver;
    useLetterSaveStatus.setState({ status: 'saved' });
    const unsubscribe = useLetterStore.subscribe((state, previous) => {
      const edited = state.loads === previous.loads && state.data !== previous.data;
      if (edited && state.data && state.meta?.id === id) saver.queue({ data: state.data });
    });
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!saver.hasUnsaved) return;
      void saver.flush();
      event.preventDefault();
      event.returnValue = '';
    };
    const onOnline = () => void saver.flush();
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('online', onOnline);
    return () => {
      unsubscribe();
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('online', onOnline);
      void saver.flush();
      if (active === saver) active = null;
    };
  }, [id, version === undefined, queryClient]); // eslint-disable-line react-hooks/exhaustive-deps
};
