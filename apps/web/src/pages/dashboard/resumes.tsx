import { Trans } from '@lingui/react/macro';
import { DownloadIcon, PlusIcon } from 'lucide-react';
import { Kbd } from '@/components/ui/kbd';
import { PageHeader } from './page-header';

const Tile = ({
  icon: Icon,
  title,
  hint,
  keys,
}: {
  icon: typeof PlusIcon;
  title: React.ReactNode;
  hint: React.ReactNode;
  keys: string;
}) => (
  <div className="flex min-h-44 flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-card p-6 text-center transition-colors hover:bg-accent/50 sm:aspect-[1/1.4142]">
    <span className="grid size-12 place-items-center rounded-full bg-secondary">
      <Icon className="size-5" aria-hidden />
    </span>
    <span className="font-medium">{title}</span>
    <span className="text-xs text-muted-foreground">{hint}</span>
    <Kbd>{keys}</Kbd>
  </div>
);

/** The resume list; its tiles, dialogs and shortcuts are added by the dashboard change. */
export const Component = () => (
  <>
    <PageHeader
      title={<Trans>Resumes</Trans>}
      description={<Trans>Create, import and manage your resumes.</Trans>}
    />
    <div className="grid grid-cols-1 gap-6 sm:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5">
      <Tile
        icon={PlusIcon}
        title={<Trans>Create a new resume</Trans>}
        hint={<Trans>Start from scratch</Trans>}
        keys="Ctrl N"
      />
      <Tile
        icon={DownloadIcon}
        title={<Trans>Import an existing resume</Trans>}
        hint={<Trans>JSON Resume, LinkedIn export and more</Trans>}
        keys="Ctrl I"
      />
    </div>
  </>
);
