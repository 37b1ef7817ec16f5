import { lazy, Suspense, useState } from 'react';
import { useSaveState } from '../autosave/save-state';

// The merge and its review dialog are needed only once a save meets a newer version: their chunk is fetched then.
const Dialog = lazy(() => import('./conflict-dialog').then((module) => ({ default: module.ConflictDialog })));

/** Renders nothing (and loads nothing) until the first conflict; then stays mounted, as the dialog always was. */
export const ConflictDialog = () => {
  const conflict = useSaveState((state) => state.conflict !== null);
  const [wanted, setWanted] = useState(conflict);
  if (conflict && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  );
};
