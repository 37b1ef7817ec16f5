import { Trans, useLingui } from '@lingui/react/macro';
import { LockIcon, UnlockIcon } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { closeDashboardDialog, useDashboardDialog } from './dialog-store';
import { useLockResume } from './resumes-api';

/** Create mode locks the resume, update mode unlocks it (docs/product.md#resume-list). */
export const LockDialog = () => {
  const { t } = useLingui();
  const dialog = useDashboardDialog((state) => (state.open?.name === 'lock' ? state.open : null));
  const lock = useLockResume();
  const locking = dialog?.mode !== 'update';

  const submit = async () => {
    if (!dialog) return;
    try {
      await lock.mutateAsync({ id: dialog.payload.id, set: locking });
      toast.success(locking ? t`The resume is locked.` : t`The resume is unlocked.`);
      closeDashboardDialog();
    } catch {
      // Shown as a toast by the query client.
    }
  };

  return (
    <Dialog open={dialog !== null} onOpenChange={(open) => !open && closeDashboardDialog()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {locking ? <Trans>Lock this resume?</Trans> : <Trans>Unlock this resume?</Trans>}
          </DialogTitle>
          <DialogDescription>
            {locking ? (
              <Trans>
                A locked resume cannot be edited or deleted until you unlock it. Useful once you have sent it
                out.
              </Trans>
            ) : (
              <Trans>The resume can be edited and deleted again.</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={closeDashboardDialog}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => void submit()} loading={lock.isPending} autoFocus>
            {locking ? <LockIcon aria-hidden /> : <UnlockIcon aria-hidden />}
            {locking ? <Trans>Lock</Trans> : <Trans>Unlock</Trans>}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
