import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { resumeDto, type ResumeDto } from '@rb/schema';
import { notifyError } from '@/lib/notify-error';
import { setResumeMeta, useResumeStore } from '../store/resume-store';
import { Autosaver, type ResumeChanges } from './autosaver';
import { patchResume, resumeQueryKey } from './resume-api';
import { useSaveState } from './save-state';

let active: Autosaver | null = null;

/** The saver of the open resume, for the parts that write more than the document (visibility) or resolve conflicts. */
export const activeSaver = (): Autosaver | null => active;

/** Queues a change of the resume record (not the document) to be saved right away. */
export const saveRecordChange = (changes: Omit<ResumeChanges, 'data'>): void => {
  active?.queue(changes, { immediate: true });
};

const readCurrent = (value: ResumeDto | null): ResumeDto | null => {
  const parsed = resumeDto.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * Saves every change of the open resume (spec §4 autosave): 500 ms after the last change, with the version it was
 * based on; retries when the network fails; warns before leaving while something is unsaved.
 */
export const useAutosave = (id: string, version: number | undefined): void => {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (version === undefined) return;
    const saver = new Autosaver({
      version,
      send: (changes) => patchResume(id, changes),
      onSaved: (saved) => {
        if (useResumeStore.getState().meta?.id !== saved.id) return;
        const { data: _data, ...meta } = saved;
        setResumeMeta({ version: meta.version, updatedAt: meta.updatedAt, visibility: meta.visibility });
        queryClient.setQueryData(resumeQueryKey(id), saved);
      },
      onStatus: (status) => useSaveState.setState({ status }),
      onConflict: (current) => useSaveState.setState({ conflict: { current: readCurrent(current) } }),
      onError: (error) => notifyError(error),
    });
    active = saver;
    useSaveState.setState({ status: 'saved', conflict: null });

    const unsubscribe = useResumeStore.subscribe((state, previous) => {
      const edited = state.loads === previous.loads && state.data !== previous.data;
      if (edited && state.data && state.meta?.id === id) saver.queue({ data: state.data });
    });
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!saver.hasUnsaved) return;
      saver.flush();
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onOnline = () => saver.flush();
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('online', onOnline);
    return () => {
      unsubscribe();
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('online', onOnline);
      // Leaving the builder: what waits is sent now; the saver finishes on its own.
      saver.flush();
      if (active === saver) active = null;
    };
  }, [id, version === undefined, queryClient]); // eslint-disable-line react-hooks/exhaustive-deps
};
