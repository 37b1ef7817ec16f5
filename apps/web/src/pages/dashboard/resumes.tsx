import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { DownloadIcon, LayoutGridIcon, ListIcon, PlusIcon } from 'lucide-react';
import { shortcuts, storageKeys } from '@rb/schema';
import { Kbd } from '@/components/ui/kbd';
import { Skeleton } from '@/components/ui/skeleton';
import { useHotkey } from '@/hooks/use-hotkey';
import { cn } from '@/lib/utils';
import { ImportDialog, openImportDialog } from '@/features/import';
import { openDashboardDialog } from '@/features/resumes/dialog-store';
import { LockDialog, ResumeDialog } from '@/features/resumes/dashboard-dialogs';
import { ResumeCard, ResumeRow } from '@/features/resumes/resume-item';
import { byUpdatedAt, resumesQuery } from '@/features/resumes/resumes-api';
import { PageHeader } from './page-header';
import { shortcutLabel } from './shortcuts';

type View = 'grid' | 'list';
const viewStorageKey = storageKeys.resumesView;

const readView = (): View => {
  try {
    return localStorage.getItem(viewStorageKey) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
};

const ActionTile = ({
  icon: Icon,
  title,
  hint,
  keys,
  onClick,
  disabled,
  view,
}: {
  icon: typeof PlusIcon;
  title: ReactNode;
  hint: ReactNode;
  keys: string;
  onClick?: () => void;
  disabled?: boolean;
  view: View;
}) => (
  <button
    type="button"
    onClick={onClick}
    aria-disabled={disabled || undefined}
    className={cn(
      'group flex items-center gap-3 rounded-xl border border-dashed bg-card text-start transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
      view === 'grid'
        ? 'min-h-44 flex-col justify-center p-6 text-center sm:aspect-[1/1.4142] sm:min-h-0'
        : 'w-full px-3 py-2.5',
      disabled ? 'cursor-not-allowed opacity-60' : 'hover:border-solid hover:bg-accent/50',
    )}
  >
    <span
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-secondary transition-transform',
        view === 'grid' ? 'size-12' : 'size-9',
        !disabled && 'group-hover:scale-105',
      )}
    >
      <Icon className="size-5" aria-hidden />
    </span>
    <span className={cn('flex min-w-0 flex-col gap-1', view === 'list' && 'flex-1')}>
      <span className="text-sm font-medium">{title}</span>
      <span className="text-xs text-muted-foreground">{hint}</span>
    </span>
    <Kbd className="max-sm:hidden">{keys}</Kbd>
  </button>
);

const ViewToggle = ({ view, onChange }: { view: View; onChange: (view: View) => void }) => {
  const { t } = useLingui();
  const options: { value: View; label: string; icon: typeof ListIcon }[] = [
    { value: 'grid', label: t`Grid`, icon: LayoutGridIcon },
    { value: 'list', label: t`List`, icon: ListIcon },
  ];
  return (
    <div role="radiogroup" aria-label={t`View`} className="inline-flex rounded-lg border bg-muted/50 p-0.5">
      {options.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={view === value}
          onClick={() => onChange(value)}
          className="inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm text-muted-foreground transition-colors aria-checked:bg-background aria-checked:text-foreground aria-checked:shadow-xs"
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </button>
      ))}
    </div>
  );
};

/** The resume list (docs/product.md#resume-list): create and import first, then resumes by last change. */
export const Component = () => {
  const { t } = useLingui();
  const [view, setView] = useState<View>(readView);
  const { data, isPending } = useQuery(resumesQuery);
  const resumes = byUpdatedAt(data ?? []);

  const changeView = (next: View) => {
    setView(next);
    try {
      localStorage.setItem(viewStorageKey, next);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  };

  const openCreate = () => openDashboardDialog({ name: 'resume', mode: 'create' });
  useHotkey(shortcuts.createResume, openCreate);
  useHotkey(shortcuts.importResume, openImportDialog);

  const tiles = (
    <>
      <ActionTile
        view={view}
        icon={PlusIcon}
        title={<Trans>Create a new resume</Trans>}
        hint={<Trans>Start building from scratch</Trans>}
        keys={shortcutLabel(shortcuts.createResume)}
        onClick={openCreate}
      />
      <ActionTile
        view={view}
        icon={DownloadIcon}
        title={<Trans>Import an existing resume</Trans>}
        hint={<Trans>JSON Resume, LinkedIn export and more</Trans>}
        keys={shortcutLabel(shortcuts.importResume)}
        onClick={openImportDialog}
      />
    </>
  );

  return (
    <>
      <PageHeader
        title={<Trans>Resumes</Trans>}
        description={<Trans>Create, import and manage your resumes.</Trans>}
        actions={<ViewToggle view={view} onChange={changeView} />}
      />
      {view === 'grid' ? (
        <div
          className="grid grid-cols-1 gap-6 sm:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5"
          aria-busy={isPending || undefined}
        >
          {tiles}
          {isPending
            ? [0, 1].map((index) => <Skeleton key={index} className="aspect-[1/1.4142] rounded-xl" />)
            : resumes.map((resume) => <ResumeCard key={resume.id} resume={resume} />)}
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          {tiles}
          <ul className="flex flex-col gap-2" aria-label={t`Your resumes`} aria-busy={isPending || undefined}>
            {isPending
              ? [0, 1].map((index) => <Skeleton key={index} className="h-16 rounded-lg" />)
              : resumes.map((resume) => <ResumeRow key={resume.id} resume={resume} />)}
          </ul>
        </div>
      )}
      <ResumeDialog />
      <LockDialog />
      <ImportDialog />
    </>
  );
};
