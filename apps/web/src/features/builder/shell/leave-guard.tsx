import { lazy, Suspense, useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { activeSaver, flushSaves } from '../autosave/use-autosave';
import { useSaveState } from '../autosave/save-state';
import type { Unsaved } from './leave-dialog';

// The dialog is fetched once the builder is on screen, not before: it must be at hand when the server cannot be
// reached, which is one of the reasons it shows.
const loadDialog = () => import('./leave-dialog');
const LeaveDialog = lazy(() => loadDialog().then((module) => ({ default: module.LeaveDialog })));

/**
 * Leaving the builder inside the app (the back link, the browser's back button) while an edit is not on the server:
 * the navigation waits for the save to go out, and goes on once it is stored. When it cannot be stored (offline, a
 * version conflict waiting, a refusal) the user is told and chooses to stay or to leave without it. Closing the tab
 * is the beforeunload prompt's job (useAutosave).
 */
export const LeaveGuard = () => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && (activeSaver()?.hasUnsaved ?? false),
  );
  const [unsaved, setUnsaved] = useState<Unsaved | null>(null);
  const blocked = blocker.state === 'blocked';
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    let live = true;
    loadDialog().then(
      () => live && setWanted(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!blocked) return;
    let cancelled = false;
    useSaveState.setState({ leaving: true });
    void flushSaves().then((status) => {
      if (cancelled) return;
      if (status === 'saved') blocker.proceed?.();
      else setUnsaved(status);
    });
    return () => {
      cancelled = true;
    };
  }, [blocked]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!blocked) {
      setUnsaved(null);
      useSaveState.setState({ leaving: false });
    }
  }, [blocked]);

  const open = blocked && unsaved !== null;
  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog
        open={open}
        unsaved={unsaved}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </Suspense>
  );
};
