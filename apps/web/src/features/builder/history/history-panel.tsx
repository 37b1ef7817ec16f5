import { useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCwIcon, RotateCcwIcon } from 'lucide-react';
import { formatDateTime, formatRelativeTime } from '@rb/i18n';
import type { HistoryPageDto, SnapshotReason, SnapshotSummaryDto } from '@rb/schema';
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
import type { SettledStatus } from '../autosave/autosaver';
import { SnapshotDiff } from './snapshot-diff';
import type { SnapshotPreview, SnapshotWithData } from './snapshot-preview';

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

/** What the panel needs from the editor it sits in: the builder's resume or the letter editor's letter. */
export type HistorySource<S extends SnapshotWithData> = {
  kind: 'resume' | 'letter';
  /** The open document's id; nothing is asked before it is known. */
  id: string | undefined;
  /** The document as the editor holds it now, to list what changed since a snapshot. */
  current: unknown;
  preview: SnapshotPreview<S>;
  fetchPage: (cursor?: string) => Promise<HistoryPageDto>;
  fetchSnapshot: (snapshotId: string) => Promise<S>;
  /** Sends the edits that wait and tells how it ended. */
  flushSaves: () => Promise<SettledStatus>;
  /** Asks the server to restore the snapshot and puts what it answers into the editor. */
  restore: (snapshotId: string) => Promise<void>;
};

/** The query key of a document's history list: `[kind, id, 'history']`. */
export const historyQueryKey = (kind: 'resume' | 'letter', id: string | undefined) => [kind, id, 'history'];

/**
 * Earlier versions of a document, newest first: choosing one shows it in the editor's preview with what changed
 * since, and it can be made the current document again (the server keeps the one it replaces, so a restore is
 * undone by restoring that one; docs/product.md#version-history). The builder and the letter editor both show it.
 */
export const DocumentHistory = <S extends SnapshotWithData>({ source }: { source: HistorySource<S> }) => {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { kind, id, preview } = source;
  const previewed = preview.useStore((state) => state.snapshot);
  const reasonLabel = useReasonLabel();
  const [opening, setOpening] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);

  const history = useInfiniteQuery({
    queryKey: historyQueryKey(kind, id),
    queryFn: ({ pageParam }) => source.fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: !!id,
  });
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];

  const open = async (item: SnapshotSummaryDto) => {
    if (!id) return;
    if (previewed?.id === item.id) return preview.leave();
    setOpening(item.id);
    try {
      preview.show(await source.fetchSnapshot(item.id));
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
      if ((await source.flushSaves()) !== 'saved') {
        toast.error(
          t`Your latest changes are not saved yet, so nothing was restored. Try again in a moment.`,
        );
        return;
      }
      await source.restore(previewed.id);
      preview.leave();
      toast.success(t`The version from ${formatDateTime(previewed.createdAt, i18n.locale)} was restored.`);
      await queryClient.invalidateQueries({ queryKey: historyQueryKey(kind, id) });
    } catch (error) {
      notifyError(error);
    } finally {
      setRestoring(false);
      setConfirming(false);
    }
  };

  return (
    <>
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
                    'flex w-full items-baseline justify-between gap-3 rounded-md px-2 py-1.5 text-start text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
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
          <SnapshotDiff before={previewed.data} after={source.current} />
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
              {previewed &&
                (kind === 'letter' ? (
                  <Trans>
                    The letter will look as it did on {formatDateTime(previewed.createdAt, i18n.locale)}. The
                    current version stays in the history, so you can go back to it.
                  </Trans>
                ) : (
                  <Trans>
                    The resume will look as it did on {formatDateTime(previewed.createdAt, i18n.locale)}. The
                    current version stays in the history, so you can go back to it.
                  </Trans>
                ))}
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
    </>
  );
};
