import type { LetterSnapshotDto } from '@rb/schema';
import { createSnapshotPreview } from '@/features/builder/shared-editing';

/** The letter snapshot the editor's preview shows instead of the letter, while one is previewed. */
export const letterSnapshotPreview = createSnapshotPreview<LetterSnapshotDto>();
