import { contracts, type HistoryPageDto, type ResumeDto, type SnapshotDto } from '@rb/schema';
import { api } from '@/lib/api/client';

export const fetchHistory = (id: string, cursor?: string): Promise<HistoryPageDto> =>
  api(`/resume/${id}/history`, { query: { cursor }, schema: contracts.resumeHistory.response });

export const fetchSnapshot = (id: string, snapshotId: string): Promise<SnapshotDto> =>
  api(`/resume/${id}/history/${snapshotId}`, { schema: contracts.resumeSnapshot.response });

export const restoreSnapshot = (id: string, snapshotId: string): Promise<ResumeDto> =>
  api(`/resume/${id}/history/${snapshotId}/restore`, {
    method: 'POST',
    schema: contracts.restoreSnapshot.response,
  });
