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

export type Unsaved = Exclude<SettledStatus, 'saved'>;

/** Asks whether to leave the builder with changes the server does not have (leave-guard.tsx). */
export const LeaveDialog = ({
  open,
  unsaved,
  onStay,
  onLeave,
}: {
  open: boolean;
  unsaved: Unsaved | null;
  onStay: () => void;
  onLeave: () => void;
}) => {
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
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
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
          <AlertDialogCancel onClick={onStay}>
            <Trans>Stay</Trans>
          </AlertDialogCancel>
          <AlertDialogAction destructive onClick={onLeave}>
            <Trans>Leave anyway</Trans>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
};
