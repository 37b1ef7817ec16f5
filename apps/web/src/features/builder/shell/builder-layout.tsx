import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { Trans, useLingui } from '@lingui/react/macro';
import { LockIcon } from 'lucide-react';
import { sidePanelSize } from '@rb/schema';
import { useBreakpoint } from '@/hooks/use-breakpoint';
import { resumeSnapshotPreview } from '../history/resume-snapshot-preview';
import { SnapshotPreviewBar } from '../history/snapshot-preview-bar';
import { ArtboardFrame } from '../preview/artboard-frame';
import { useResumeStore } from '../store/resume-store';
import { LeftPanel } from '../left/left-panel';
import { RightPanel } from '../right/right-panel';
import { BottomToolbar } from './bottom-toolbar';
import { TopBar } from './top-bar';

const panelSize = {
  minSize: sidePanelSize.minPx,
  maxSize: `${sidePanelSize.maxPercent}%`,
  defaultSize: `${sidePanelSize.defaultPercent}%`,
} as const;

const LockedNotice = () => (
  <div
    role="note"
    className="flex items-center justify-center gap-2 border-b bg-warning/15 px-4 py-1.5 text-xs"
  >
    <LockIcon className="size-3.5" aria-hidden />
    <Trans>This resume is locked, so it is read-only. Unlock it from the dashboard to edit it.</Trans>
  </div>
);

/** Editing is switched off for a locked resume; the store refuses edits too, this only greys the controls. */
const ReadOnly = ({ children }: { children: ReactNode }) => {
  const locked = useResumeStore((state) => state.meta?.locked ?? false);
  return (
    <fieldset disabled={locked} className="contents">
      {children}
    </fieldset>
  );
};

const Centre = () => (
  <div className="relative h-full min-w-0 overflow-hidden bg-muted/50">
    <ArtboardFrame />
    <SnapshotPreviewBar preview={resumeSnapshotPreview} />
    <div className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center px-3">
      <BottomToolbar />
    </div>
  </div>
);

// The drawers exist below lg only and open on a click: their chunk (the dialog primitives) is fetched on the first.
const BuilderDrawer = lazy(() =>
  import('./builder-drawer').then((module) => ({ default: module.BuilderDrawer })),
);

const separatorClassName =
  'relative w-px bg-border outline-none after:absolute after:inset-y-0 after:-inset-x-1.5 after:content-[""] hover:bg-ring data-[separator=active]:bg-ring focus-visible:bg-ring';

/** Desktop: three resizable panels. Below lg: the preview alone, with the side panels as drawers. */
export const BuilderLayout = () => {
  const { t } = useLingui();
  const { isDesktop } = useBreakpoint();
  const locked = useResumeStore((state) => state.meta?.locked ?? false);
  const [drawer, setDrawer] = useState<'left' | 'right' | null>(null);
  // Stays true after the first opening, so that closing can animate.
  const [drawersWanted, setDrawersWanted] = useState(false);
  if (drawer && !drawersWanted) setDrawersWanted(true);

  if (isDesktop)
    return (
      <div className="flex h-dvh flex-col">
        <TopBar />
        {locked && <LockedNotice />}
        <main className="flex min-h-0 flex-1 outline-none">
          <Group orientation="horizontal" className="min-h-0 flex-1">
            <Panel id="builder-left" {...panelSize}>
              <ReadOnly>
                <LeftPanel />
              </ReadOnly>
            </Panel>
            <Separator className={separatorClassName} />
            <Panel id="builder-centre" minSize="10%">
              <Centre />
            </Panel>
            <Separator className={separatorClassName} />
            <Panel id="builder-right" {...panelSize}>
              <ReadOnly>
                <RightPanel />
              </ReadOnly>
            </Panel>
          </Group>
        </main>
      </div>
    );

  return (
    <div className="flex h-dvh flex-col">
      <TopBar onToggleLeft={() => setDrawer('left')} onToggleRight={() => setDrawer('right')} />
      {locked && <LockedNotice />}
      <main className="min-h-0 flex-1 outline-none">
        <Centre />
      </main>
      {drawersWanted && (
        <Suspense fallback={null}>
          <BuilderDrawer
            side="left"
            title={t`Sections`}
            open={drawer === 'left'}
            onOpenChange={(open) => setDrawer(open ? 'left' : null)}
          >
            <ReadOnly>
              <LeftPanel />
            </ReadOnly>
          </BuilderDrawer>
          <BuilderDrawer
            side="right"
            title={t`Settings`}
            open={drawer === 'right'}
            onOpenChange={(open) => setDrawer(open ? 'right' : null)}
          >
            <ReadOnly>
              <RightPanel />
            </ReadOnly>
          </BuilderDrawer>
        </Suspense>
      )}
    </div>
  );
};
