import type { SnapshotDto } from '@rb/schema';
import { createSnapshotPreview } from './snapshot-preview';

/** The resume snapshot the builder's artboard shows instead of the document, while one is previewed. */
export const resumeSnapshotPreview = createSnapshotPreview<SnapshotDto>();

export const useSnapshotPreview = resumeSnapshotPreview.useStore;
