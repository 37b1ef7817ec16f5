import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import { CopyIcon } from 'lucide-react';
import type { ResumeDto } from '@rb/schema';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { activeSaver } from '../autosave/use-autosave';
import { fetchResume } from '../autosave/resume-api';
import { useSaveState } from '../autosave/save-state';
import { currentData, loadResume, useResumeStore } from '../store/resume-store';
import { copyText } from '../shared/export-actions';

const asJson = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * A save met a newer version (another tab or device). The user picks a side; the other side stays one click
 * away on the clipboard, so no text is lost without them knowing.
 */
export const ConflictDialog = () => {
  const { t } = useLingui();
  const conflict = useSaveState((state) => state.conflict);
  const [busy, setBusy] = useState(false);

  const server = async (): Promise<ResumeDto | null> => {
    if (conflict?.current) return conflict.current;
    const id = useResumeStore.getState().meta?.id;
    return id ? fetchResume(id).catch(() => null) : null;
  };

  const resolve = async (side: 'mine' | 'theirs') => {
    const saver = activeSaver();
    setBusy(true);
    const current = await server();
    setBusy(false);
    if (!saver || !current) {
      toast.error(t`The latest version could not be loaded. Check your connection and try again.`);
      return;
    }
    const mine = currentData();
    useSaveState.setState({ conflict: null });
    if (side === 'mine') {
      saver.keepMine(current, mine);
      return;
    }
    saver.useTheirs(current);
    loadResume(current);
    toast.info(t`The other version is loaded.`, {
      description: t`Your discarded version can still be copied.`,
      duration: 60_000,
      action: { label: t`Copy mine`, onClick: () => void copyText(asJson(mine), t`Your version is copied.`) },
    });
  };

  return (
    <Dialog open={conflict !== null}>
      <DialogContent hideClose onEscapeKeyDown={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>
            <Trans>This resume was changed somewhere else</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Another tab or device saved a newer version while you were editing. Keep your version to write
              it over theirs, or use theirs and drop your recent changes. You can copy either version first.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void copyText(asJson(currentData()), t`Your version is copied.`)}
          >
            <CopyIcon aria-hidden />
            <Trans>Copy my version</Trans>
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              void server().then(
                (current) => current && copyText(asJson(current.data), t`Their version is copied.`),
              )
            }
          >
            <CopyIcon aria-hidden />
            <Trans>Copy their version</Trans>
          </Button>
        </div>
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => void resolve('theirs')}>
            <Trans>Use theirs</Trans>
          </Button>
          <Button disabled={busy} onClick={() => void resolve('mine')}>
            <Trans>Keep mine</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
