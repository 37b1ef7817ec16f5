import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { SnapshotSummaryDto } from '@rb/schema';

/** A snapshot with its document: a resume's or a letter's. */
export type SnapshotWithData = SnapshotSummaryDto & { data: unknown };

/**
 * The snapshot an editor's preview shows instead of the document, while the user looks at an earlier version.
 * Edits still go to the document; the preview is read-only by nature (nothing edits a snapshot). Each editor has
 * its own, typed by its document.
 */
export type SnapshotPreview<S extends SnapshotWithData = SnapshotWithData> = {
  useStore: UseBoundStore<StoreApi<{ snapshot: S | null }>>;
  show: (snapshot: S) => void;
  leave: () => void;
};

export const createSnapshotPreview = <S extends SnapshotWithData>(): SnapshotPreview<S> => {
  const useStore = create<{ snapshot: S | null }>(() => ({ snapshot: null }));
  return {
    useStore,
    show: (snapshot) => useStore.setState({ snapshot }),
    leave: () => useStore.setState({ snapshot: null }),
  };
};
