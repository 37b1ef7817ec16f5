import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { notifyError } from '@/lib/notify-error';
import { fetchResume } from './autosave/resume-api';
import { loadDnd } from './shared/use-dnd';
import { useAutosave } from './autosave/use-autosave';
import { loadResume, unloadResume, useResumeStore } from './store/resume-store';
import { BuilderLayout } from './shell/builder-layout';
import { ConflictDialog } from './shell/lazy-conflict-dialog';
import { LeaveGuard } from './shell/leave-guard';
import { useUndoHotkeys } from './shell/use-undo-hotkeys';

// The dialogs carry the forms and the brand icons; they load after the editor is on screen.
const ItemDialog = lazy(() =>
  import('./dialogs/item-dialog').then((module) => ({ default: module.ItemDialog })),
);

const Loading = () => (
  <div className="flex h-dvh flex-col" aria-busy="true">
    <div className="h-12 border-b" />
    <div className="grid flex-1 grid-cols-1 gap-4 p-4 lg:grid-cols-[30%_1fr_30%]">
      <Skeleton className="hidden h-full lg:block" />
      <Skeleton className="h-full" />
      <Skeleton className="hidden h-full lg:block" />
    </div>
  </div>
);

/** /builder/:id — loads the resume (failure goes to /dashboard, docs/product.md#builder) and runs the editor around it. */
export const Component = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const loadedId = useResumeStore((state) => state.meta?.id);
  const version = useResumeStore((state) => (state.meta?.id === id ? state.meta.version : undefined));

  // Dragging in the lists comes in beside the resume, so it is usually there by the time the lists are.
  useEffect(() => void loadDnd().catch(() => undefined), []);

  useEffect(() => {
    let cancelled = false;
    fetchResume(id)
      .then((resume) => {
        if (!cancelled) loadResume(resume);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        notifyError(error);
        void navigate('/dashboard', { replace: true });
      });
    return () => {
      cancelled = true;
      unloadResume();
    };
  }, [id, navigate]);

  useAutosave(id, version);
  useUndoHotkeys();

  if (loadedId !== id) return <Loading />;
  return (
    <>
      <BuilderLayout />
      <Suspense fallback={null}>
        <ItemDialog />
      </Suspense>
      <ConflictDialog />
      <LeaveGuard />
    </>
  );
};
