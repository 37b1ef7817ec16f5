// The resume list's dialogs (create, edit, duplicate, delete; lock) are chunks of their own, fetched the first time
// one opens: the list is usable without them (docs/decisions/0023-first-paint-javascript-and-deferred-panels.md).
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useDashboardDialog, type DashboardDialog } from './dialog-store';

/** Renders nothing (and loads nothing) until the dialog `name` first opens; then stays mounted so closing animates. */
const whenOpened = (name: DashboardDialog['name'], load: () => Promise<ComponentType>) => {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  const WhenOpened = () => {
    const open = useDashboardDialog((state) => state.open?.name === name);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog />
      </Suspense>
    );
  };
  return WhenOpened;
};

export const ResumeDialog = whenOpened('resume', () =>
  import('./resume-dialog').then((module) => module.ResumeDialog),
);

export const LockDialog = whenOpened('lock', () =>
  import('./lock-dialog').then((module) => module.LockDialog),
);
