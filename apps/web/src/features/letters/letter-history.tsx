import { useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import type { LetterSnapshotDto } from '@rb/schema';
import { DocumentHistory, type HistorySource } from '@/features/builder/shared-editing';
import { loadLetter, useLetterStore } from './letter-store';
import { letterSnapshotPreview } from './letter-snapshot-preview';
import { fetchLetterHistory, fetchLetterSnapshot, restoreLetterSnapshot, storeLetter } from './letters-api';
import { flushLetterSaves, rebaseLetterSaves } from './use-letter-autosave';

/**
 * The letter's History panel, the builder's own on the letter (docs/product.md#cover-letters): its snapshots,
 * one previewed in the editor's preview with what changed since, and a restore, which the server undoes by
 * keeping the letter it replaces as a snapshot.
 */
export const LetterHistory = () => {
  const queryClient = useQueryClient();
  const id = useLetterStore((state) => state.meta?.id);
  const current = useLetterStore((state) => state.data);
  const source: HistorySource<LetterSnapshotDto> = {
    kind: 'letter',
    id,
    current,
    preview: letterSnapshotPreview,
    fetchPage: (cursor) => fetchLetterHistory(id!, cursor),
    fetchSnapshot: (snapshotId) => fetchLetterSnapshot(id!, snapshotId),
    flushSaves: flushLetterSaves,
    restore: async (snapshotId) => {
      const restored = await restoreLetterSnapshot(id!, snapshotId);
      rebaseLetterSaves(restored);
      loadLetter(restored);
      storeLetter(queryClient, restored);
    },
  };
  return (
    <section className="flex flex-col gap-3 border-t pt-4" aria-labelledby="letter-history-title">
      <h2 id="letter-history-title" className="text-sm font-semibold">
        <Trans>History</Trans>
      </h2>
      <DocumentHistory source={source} />
    </section>
  );
};
