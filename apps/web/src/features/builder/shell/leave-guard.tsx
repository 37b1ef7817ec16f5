import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { Trans } from '@lingui/react/macro';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import type { SettledStatus } from '../autosave/autosaver';
import { activeSaver, flushSaves } from '../autosave/use-autosave';
import { useSaveState } from '../autosave/save-state';

type Unsaved = Exclude<SettledStatus, 'saved'>;

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

  const reasons: Record<Unsaved, React.ReactNode> = {
    offline: <Trans>The server cannot be reached, so your latest changes are not saved yet.</Trans>,
    conflict: (
      <Trans>
        Another tab or device saved a newer version, so your latest changes are not saved yet. Stay to combine
        both versions.
      </Trans>
    ),
    error: <Trans>The server refused to save your latest changes.</Trans>,
  };

  return (
    <AlertDialog
      open={blocked && unsaved !== null}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
    >
      <AlertDialogContent data-testid="leave-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>
            <Trans>Leave without saving?</Trans>
          </AlertDialogTitle>
          <AlertDialogDescription>
            {unsaved && reasons[unsaved]} <Trans>If you leave now, they may be lost.</Trans>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => blocker.reset?.()}>
            <Trans>Stay</Trans>
          </AlertDialogCancel>
          <AlertDialogAction destructive onClick={() => blocker.proceed?.()}>
            <Trans>Leave anyway</Trans>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
};
