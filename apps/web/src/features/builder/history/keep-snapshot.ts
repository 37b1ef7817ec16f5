import { snapshotSummaryDto } from '@rb/schema';
import { api } from '@/lib/api/client';
import { flushSaves } from '../autosave/use-autosave';
import { useResumeStore } from '../store/resume-store';

/**
 * Before the builder rewrites the open resume in one go (a fit to pages, an AI answer): saves what waits, then asks
 * the server to keep the stored document as a snapshot, so the History panel can bring it back
 * (docs/product.md#version-history). A failure does not stop the rewrite, which stays one undo step away.
 */
export const keepSnapshotBeforeRewrite = async (reason: 'fit' | 'ai'): Promise<void> => {
  const id = useResumeStore.getState().meta?.id;
  if (!id) return;
  try {
    if ((await flushSaves()) !== 'saved') return;
    await api(`/resume/${id}/history`, {
      method: 'POST',
      body: { reason },
      schema: snapshotSummaryDto,
    });
  } catch {
    // The rewrite goes on: undo still reaches the document as it was.
  }
};
