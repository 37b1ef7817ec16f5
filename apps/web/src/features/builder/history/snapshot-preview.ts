import { create } from 'zustand';
import type { SnapshotDto } from '@rb/schema';

/**
 * The snapshot the artboard shows instead of the document, while the user looks at an earlier version. Edits still
 * go to the document; the preview is read-only by nature (nothing edits a snapshot).
 */
export const useSnapshotPreview = create<{ snapshot: SnapshotDto | null }>(() => ({ snapshot: null }));

export const previewSnapshot = (snapshot: SnapshotDto): void => useSnapshotPreview.setState({ snapshot });

export const leaveSnapshotPreview = (): void => useSnapshotPreview.setState({ snapshot: null });
