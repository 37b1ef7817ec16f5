import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { resumeDto, type ResumeDto } from '@rb/schema';
import { notifyError } from '@/lib/notify-error';
import { storeResume } from '@/features/resumes/resumes-api';
import { setResumeMeta, useResumeStore } from '../store/resume-store';
import { Autosaver, type ResumeChanges, type SettledStatus } from './autosaver';
import { patchResume } from './resume-api';
import { useSaveState } from './save-state';

let active: Autosaver | null = null;

/** The saver of the open resume, for the parts that write more than the document (visibility) or resolve conflicts. */
export const activeSaver = (): Autosaver | null => active;

/**
 * Sends what waits and tells how it ended: 'saved' once the server has the latest edit (before printing, before
 * leaving), otherwise why not.
 */
export const flushSaves = (): Promise<SettledStatus> => active?.flush() ?? Promise.resolve('saved');

/** Queues a change of the resume record (not the document) to be saved right away; resolves when it settles. */
export const saveRecordChange = (changes: Omit<ResumeChanges, 'data'>): Promise<SettledStatus> => {
  if (!active) return Promise.resolve('error');
  active.queue(changes, { immediate: true });
  return active.whenSettled();
};

const readCurrent = (value: ResumeDto | null): ResumeDto | null => {
  const parsed = resumeDto.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * Saves every change of the open resume (docs/product.md#autosave-and-undo): 500 ms after the last change, with the version it was
 * based on; retries when the network fails; warns before the tab closes while something is unsaved (leaving inside
 * the app is guarded by the route's blocker).
 */
export const useAutosave = (id: string, version: number | undefined): void => {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (version === undefined) return;
    const saver = new Autosaver({
      version,
      data: useResumeStore.getState().data ?? undefined,
      send: (changes) => patchResume(id, changes),
      onSaved: (saved) => {
        if (useResumeStore.getState().meta?.id !== saved.id) return;
        const { data: _data, ...meta } = saved;
        setResumeMeta({ version: meta.version, updatedAt: meta.updatedAt, visibility: meta.visibility });
        // The dashboard's list shows the title, the time, the visibility and a preview stamped with updatedAt,
        // and its rename sends the version: it must not wait for a refetch that never comes (docs/product.md#query-defaults).
        storeResume(queryClient, saved);
      },
      onStatus: (status) => useSaveState.setState({ status }),
      onConflict: (current) => useSaveState.setState({ conflict: { current: readCurrent(current) } }),
      onError: (error) => notifyError(error),
    });
    active = saver;
    useSaveState.setState({ status: 'saved', conflict: null, leaving: false });

    const unsubscribe = useResumeStore.subscribe((state, previous) => {
      const edited = state.loads === previous.loads && state.data !== previous.data;
      if (edited && state.data && state.meta?.id === id) saver.queue({ data: state.data });
    });
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!saver.hasUnsaved) return;
      void saver.flush();
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onOnline = () => void saver.flush();
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('online', onOnline);
    return () => {
      unsubscribe();
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('online', onOnline);
      // Leaving the builder: what waits is sent now; the saver finishes on its own.
      void saver.flush();
      if (active === saver) active = null;
    };
  }, [id, version === undefined, queryClient]); // eslint-disable-line react-hooks/exhaustive-deps
};
