import { useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { HistoryIcon, RefreshCwIcon, RotateCcwIcon } from 'lucide-react';
import { formatDateTime, formatRelativeTime } from '@rb/i18n';
import type { SnapshotReason, SnapshotSummaryDto } from '@rb/schema';
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
import { Button } from '@/components/ui/button';
import { notifyError } from '@/lib/notify-error';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { storeResume } from '@/features/resumes/resumes-api';
import { activeSaver, flushSaves } from '../autosave/use-autosave';
import { PanelSection } from '../right/panel-section';
import { loadResume, useResumeStore } from '../store/resume-store';
import { fetchHistory, fetchSnapshot, restoreSnapshot } from './history-api';
import { SnapshotDiff } from './snapshot-diff';
import { leaveSnapshotPreview, previewSnapshot, useSnapshotPreview } from './snapshot-preview';

const useReasonLabel = () => {
  const { t } = useLingui();
  const labels: Record<SnapshotReason, string> = {
    import: t`Imported`,
    template: t`Before a template change`,
    edit: t`While editing`,
    restore: t`Before a restore`,
    fit: t`Before fitting to pages`,
    ai: t`Before an AI edit`,
    create: t`As made from a resume`,
  };
  return (reason: SnapshotReason) => labels[reason];
};

/**
 * Earlier versions of the resume, newest first: choosing one shows it on the artboard with what changed since, and
 * it can be made the current document again (the server keeps the one it replaces).
 */
export const HistorySection = () => {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const id = useResumeStore((state) => state.meta?.id);
  const previewed = useSnapshotPreview((state) => state.snapshot);
  const reasonLabel = useReasonLabel();
  const [opening, setOpening] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);

  const history = useInfiniteQuery({
    queryKey: ['resume', id, 'history'],
    queryFn: ({ pageParam }) => fetchHistory(id!, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: !!id,
  });
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  const open = async (item: SnapshotSummaryDto) => {
    if (!id) return;
    if (previewed?.id === item.id) return leaveSnapshotPreview();
    setOpening(item.id);
    try {
      previewSnapshot(await fetchSnapshot(id, item.id));
    } catch (error) {
      notifyError(error);
    } finally {
      setOpening(null);
    }
  };

  const restore = async () => {
    if (!id || !previewed) return;
    setRestoring(true);
    try {
      // The server keeps the document it replaces: it must be the latest one, with every edit saved.
      if ((await flushSaves()) !== 'saved') {
        toast.error(
          t`Your latest changes are not saved yet, so nothing was restored. Try again in a moment.`,
        );
        return;
      }
      const restored = await restoreSnapshot(id, previewed.id);
      activeSaver()?.rebase(restored);
      loadResume(restored);
      storeResume(queryClient, restored);
      leaveSnapshotPreview();
      toast.success(t`The version from ${formatDateTime(previewed.createdAt, i18n.locale)} was restored.`);
      await queryClient.invalidateQueries({ queryKey: ['resume', id, 'history'] });
    } catch (error) {
      notifyError(error);
    } finally {
      setRestoring(false);
      setConfirming(false);
    }
  };

  return (
    <PanelSection id="history" icon={HistoryIcon} title={<Trans>History</Trans>}>
      <p className="text-xs text-muted-foreground">
        <Trans>
          Earlier versions are kept as you work. Choose one to see it and what changed since; restoring it
          keeps the current version in the history too.
        </Trans>
      </p>
      {history.isPending ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Loading…</Trans>
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No earlier versions yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Earlier versions`} className="flex flex-col gap-1">
          {items.map((item) => {
            const selected = previewed?.id === item.id;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  aria-busy={opening === item.id}
                  onClick={() => void open(item)}
                  title={formatDateTime(item.createdAt, i18n.locale)}
                  className={cn(
                    'flex w-full items-baseline justify-between gap-3 rounded-md px-2 py-1.5 text-start text-sm hover:bg-accent',
                    selected && 'bg-accent font-medium',
                  )}
                >
                  <span className="min-w-0 truncate">{reasonLabel(item.reason)}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {formatRelativeTime(item.createdAt, i18n.locale)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {history.hasNextPage && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            <Trans>Show older versions</Trans>
          </Button>
        )}
        {/* Snapshots are taken while the user edits; the list does not refetch by itself. */}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={history.isFetching}
          onClick={() => void history.refetch()}
        >
          <RefreshCwIcon className={cn(history.isFetching && 'animate-spin')} aria-hidden />
          <Trans>Refresh</Trans>
        </Button>
      </div>
      {previewed && (
        <div className="flex flex-col gap-3 rounded-lg border p-3">
          <SnapshotDiff snapshot={previewed} />
          <Button type="button" size="sm" className="self-start" onClick={() => setConfirming(true)}>
            <RotateCcwIcon aria-hidden />
            <Trans>Restore this version</Trans>
          </Button>
        </div>
      )}
      <AlertDialog open={confirming} onOpenChange={(value) => !restoring && setConfirming(value)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              <Trans>Restore this version?</Trans>
            </AlertDialogTitle>
            <AlertDialogDescription>
              {previewed && (
                <Trans>
                  The resume will look as it did on {formatDateTime(previewed.createdAt, i18n.locale)}. The
                  current version stays in the history, so you can go back to it.
                </Trans>
              )}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={restoring}>
              <Trans>Cancel</Trans>
            </AlertDialogCancel>
            <AlertDialogAction
              disabled={restoring}
              onClick={(event) => {
                // The dialog stays open until the restore is done.
                event.preventDefault();
                void restore();
              }}
            >
              <Trans>Restore</Trans>
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </PanelSection>
  );
};
