// The import feature's public face. The dashboard imports this small module statically; the dialog itself is a
// separate chunk fetched the first time it opens, and the importers a further one fetched when it opens.
import { lazy, Suspense, useState } from 'react';
import { openDashboardDialog, useDashboardDialog } from '@/features/resumes/dialog-store';

const loadDialog = () => import('./import-dialog');
const LazyImportDialog = lazy(() => loadDialog().then((module) => ({ default: module.ImportDialog })));

/** Opens the import dialog, closing any other dashboard dialog (only one is open at a time, docs/product.md#dialogs). */
export const openImportDialog = (): void => openDashboardDialog({ name: 'import', mode: 'create' });

/** Starts fetching the dialog's chunk, e.g. when the pointer rests on the import tile. */
export const preloadImportDialog = (): void => void loadDialog().catch(() => undefined);

/** Mount once on the dashboard; renders nothing (and loads nothing) until the dialog is first opened. */
export const ImportDialog = () => {
  const open = useDashboardDialog((state) => state.open?.name === 'import');
  // Stays mounted after the first opening so that closing can animate.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyImportDialog />
    </Suspense>
  );
};
