import { lazy, Suspense, type ComponentType } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  ChartLineIcon,
  CodeIcon,
  Columns3Icon,
  DownloadIcon,
  FileIcon,
  HistoryIcon,
  InfoIcon,
  LayoutTemplateIcon,
  NotebookPenIcon,
  PaletteIcon,
  ScanTextIcon,
  Share2Icon,
  TypeIcon,
  type LucideIcon,
} from 'lucide-react';
import { Separator } from '@/components/ui/separator';
import { Tooltip } from '@/components/ui/tooltip';
import { CssSection } from './css-section';
import { LayoutSection } from './layout-section';
import { PageSection } from './page-section';
import { rightAnchor } from './panel-section';
import { TemplateSection } from './template-section';
import { ThemeSection } from './theme-section';
import { TypographySection } from './typography-section';

// Sharing and everything after it sit below the panel's first screen and carry the share links, the export
// converters and the history's diff: one chunk, fetched as soon as the panel mounts, so the builder is usable
// before it arrives (docs/decisions/0023-first-paint-javascript-and-deferred-panels.md).
const lowerSections = () => import('./lower-sections');
type LowerSections = Awaited<ReturnType<typeof lowerSections>>;
const lower = (name: keyof LowerSections) =>
  lazy(() => lowerSections().then((module) => ({ default: module[name] })));

const SharingSection = lower('SharingSection');
const StatisticsSection = lower('StatisticsSection');
const ExportSection = lower('ExportSection');
const ReadbackSection = lower('ReadbackSection');
const HistorySection = lower('HistorySection');
const NotesSection = lower('NotesSection');
const InformationSection = lower('InformationSection');

/**
 * Holds a lower section's place until its chunk is in: the anchor the rail scrolls to, and some height, so that
 * the sections above never move and the rail's target exists.
 */
const SectionPlaceholder = ({ id }: { id: string }) => (
  <section id={rightAnchor(id)} aria-busy="true" className="min-h-28" />
);

type Entry = { id: string; icon: LucideIcon; label: string; Section: ComponentType };

/** Looks and sharing of the resume, in the order of docs/product.md#builder, with an icon rail on the outer edge. */
export const RightPanel = () => {
  const { t } = useLingui();
  const entries: Entry[] = [
    { id: 'template', icon: LayoutTemplateIcon, label: t`Template`, Section: TemplateSection },
    { id: 'layout', icon: Columns3Icon, label: t`Layout`, Section: LayoutSection },
    { id: 'typography', icon: TypeIcon, label: t`Typography`, Section: TypographySection },
    { id: 'theme', icon: PaletteIcon, label: t`Theme`, Section: ThemeSection },
    { id: 'page', icon: FileIcon, label: t`Page`, Section: PageSection },
    { id: 'css', icon: CodeIcon, label: t`Custom CSS`, Section: CssSection },
    { id: 'sharing', icon: Share2Icon, label: t`Sharing`, Section: SharingSection },
    { id: 'statistics', icon: ChartLineIcon, label: t`Statistics`, Section: StatisticsSection },
    { id: 'export', icon: DownloadIcon, label: t`Export`, Section: ExportSection },
    { id: 'readback', icon: ScanTextIcon, label: t`Readability check`, Section: ReadbackSection },
    { id: 'history', icon: HistoryIcon, label: t`History`, Section: HistorySection },
    { id: 'notes', icon: NotebookPenIcon, label: t`Notes`, Section: NotesSection },
    { id: 'information', icon: InfoIcon, label: t`Information`, Section: InformationSection },
  ];
  return (
    <div className="flex h-full min-h-0 bg-background" data-testid="right-panel">
      <div className="@container min-w-0 flex-1 overflow-y-auto overflow-x-hidden overscroll-contain">
        <div className="flex flex-col gap-8 p-4 pb-24 @md:p-6">
          {entries.map(({ id, Section }, index) => (
            <div key={id} className="flex flex-col gap-8">
              {index > 0 && <Separator />}
              <Suspense fallback={<SectionPlaceholder id={id} />}>
                <Section />
              </Suspense>
            </div>
          ))}
        </div>
      </div>
      <nav
        aria-label={t`Settings`}
        className="flex w-12 shrink-0 flex-col items-center gap-1 overflow-y-auto border-s bg-muted/30 py-2 [scrollbar-width:none]"
      >
        {entries.map(({ id, icon: Icon, label }) => (
          <Tooltip key={id} content={label} side="left">
            <button
              type="button"
              aria-label={label}
              onClick={() =>
                document
                  .getElementById(rightAnchor(id))
                  ?.scrollIntoView({ behavior: 'smooth', block: 'start' })
              }
              className="grid size-8 shrink-0 place-items-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
            >
              <Icon className="size-4" aria-hidden />
            </button>
          </Tooltip>
        ))}
      </nav>
    </div>
  );
};
