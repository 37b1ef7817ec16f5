import { useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { HistoryIcon } from 'lucide-react';
import type { SnapshotDto } from '@rb/schema';
import { storeResume } from '@/features/resumes/resumes-api';
import { activeSaver, flushSaves } from '../autosave/use-autosave';
import { PanelSection } from '../right/panel-section';
import { loadResume, useResumeStore } from '../store/resume-store';
import { fetchHistory, fetchSnapshot, restoreSnapshot } from './history-api';
import { DocumentHistory, type HistorySource } from './history-panel';
import { resumeSnapshotPreview } from './resume-snapshot-preview';

/** The builder's History section: the shared panel on the open resume, its store and its artboard. */
export const HistorySection = () => {
  const queryClient = useQueryClient();
  const id = useResumeStore((state) => state.meta?.id);
  const current = useResumeStore((state) => state.data);
  const source: HistorySource<SnapshotDto> = {
    kind: 'resume',
    id,
    current,
    preview: resumeSnapshotPreview,
    fetchPage: (cursor) => fetchHistory(id!, cursor),
    fetchSnapshot: (snapshotId) => fetchSnapshot(id!, snapshotId),
    flushSaves,
    restore: async (snapshotId) => {
      const restored = await restoreSnapshot(id!, snapshotId);
      activeSaver()?.rebase(restored);
      loadResume(restored);
      storeResume(queryClient, restored);
    },
  };
  return (
    <PanelSection id="history" icon={HistoryIcon} title={<Trans>History</Trans>}>
      <DocumentHistory source={source} />
    </PanelSection>
  );
};
