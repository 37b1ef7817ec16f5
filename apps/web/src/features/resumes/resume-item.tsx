import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { GlobeIcon, LockIcon, MoreHorizontalIcon } from 'lucide-react';
import { formatDateTime, formatRelativeTime } from '@rb/i18n';
import type { ResumeDto } from '@rb/schema';
import { Button } from '@/components/ui/button';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from '@/components/ui/context-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { ResumePreview } from './resume-preview';
import { useResumeActions, type ResumeAction } from './resume-actions';

/** Why an action is not offered, after its label. */
const Hint = ({ children }: { children: ReactNode }) => (
  <span className="ms-auto ps-3 text-xs font-normal text-muted-foreground">{children}</span>
);

const MoreMenu = ({ actions, title }: { actions: ResumeAction[]; title: string }) => {
  const { t } = useLingui();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* Above the card's link, which covers the whole card. */}
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t`Actions for ${title}`}
          className="relative z-10 shrink-0"
        >
          <MoreHorizontalIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.map(({ key, label, icon: Icon, run, destructive, separated, disabled, hint }) => [
          separated ? <DropdownMenuSeparator key={`${key}-separator`} /> : null,
          <DropdownMenuItem
            key={key}
            onSelect={run}
            disabled={disabled}
            variant={destructive ? 'destructive' : undefined}
          >
            <Icon aria-hidden />
            {label}
            {hint && <Hint>{hint}</Hint>}
          </DropdownMenuItem>,
        ])}
      </DropdownMenuContent>
    </DropdownMenu>
  );
};

const WithContextMenu = ({ actions, children }: { actions: ResumeAction[]; children: ReactNode }) => (
  <ContextMenu>
    <ContextMenuTrigger asChild>{children}</ContextMenuTrigger>
    <ContextMenuContent>
      {actions.map(({ key, label, icon: Icon, run, destructive, separated, disabled, hint }) => [
        separated ? <ContextMenuSeparator key={`${key}-separator`} /> : null,
        <ContextMenuItem
          key={key}
          onSelect={run}
          disabled={disabled}
          variant={destructive ? 'destructive' : undefined}
        >
          <Icon aria-hidden />
          {label}
          {hint && <Hint>{hint}</Hint>}
        </ContextMenuItem>,
      ])}
    </ContextMenuContent>
  </ContextMenu>
);

const Updated = ({ resume }: { resume: ResumeDto }) => {
  const { i18n } = useLingui();
  const relative = formatRelativeTime(resume.updatedAt, i18n.locale);
  return (
    <time
      dateTime={new Date(resume.updatedAt).toISOString()}
      title={formatDateTime(resume.updatedAt, i18n.locale)}
    >
      <Trans>Last updated {relative}</Trans>
    </time>
  );
};

const Badges = ({ resume }: { resume: ResumeDto }) => {
  const { t } = useLingui();
  if (resume.visibility !== 'public') return null;
  return (
    <GlobeIcon className="size-3.5 shrink-0 text-muted-foreground" role="img" aria-label={t`Public`}>
      <title>{t`Public`}</title>
    </GlobeIcon>
  );
};

/** Over a locked resume's preview, in the grid and the list alike; `compact` for the list's small thumbnail. */
const LockOverlay = ({ compact = false }: { compact?: boolean }) => {
  const { t } = useLingui();
  return (
    <div
      data-testid="lock-overlay"
      title={t`Locked`}
      className="absolute inset-0 grid place-items-center bg-background/60 backdrop-blur-[2px]"
    >
      {compact ? (
        <span className="grid size-6 place-items-center rounded-full border bg-background shadow-sm">
          <LockIcon className="size-3" aria-hidden />
          <span className="sr-only">{t`Locked`}</span>
        </span>
      ) : (
        <span className="flex items-center gap-2 rounded-full border bg-background px-3 py-1.5 text-xs font-medium shadow-sm">
          <LockIcon className="size-3.5" aria-hidden />
          <Trans>Locked</Trans>
        </span>
      )}
    </div>
  );
};

/** Stretches a link over its whole card (positioned), so the picture, title and date all open it; Enter too. */
const coverCard = "outline-none after:absolute after:inset-0 after:content-['']";

/** A grid tile: preview, title, last change, lock overlay; right click or ⋯ for actions. */
export const ResumeCard = ({ resume }: { resume: ResumeDto }) => {
  const actions = useResumeActions(resume);
  return (
    <WithContextMenu actions={actions}>
      <article
        data-testid="resume-card"
        data-locked={resume.locked}
        className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-ring"
      >
        <div className="relative aspect-[1/1.4142] overflow-hidden bg-white">
          <ResumePreview resume={resume} />
          {resume.locked && <LockOverlay />}
        </div>
        <div className="flex items-start gap-2 border-t p-3">
          <div className="min-w-0 flex-1">
            <h3 className="flex items-center gap-1.5 truncate text-sm font-medium">
              <Link to={`/builder/${resume.id}`} className={cn('truncate', coverCard)}>
                {resume.title}
              </Link>
              <Badges resume={resume} />
            </h3>
            <p className="truncate text-xs text-muted-foreground">
              <Updated resume={resume} />
            </p>
          </div>
          <MoreMenu actions={actions} title={resume.title} />
        </div>
      </article>
    </WithContextMenu>
  );
};

/** A row of the list view. */
export const ResumeRow = ({ resume }: { resume: ResumeDto }) => {
  const actions = useResumeActions(resume);
  return (
    <WithContextMenu actions={actions}>
      <li
        data-testid="resume-card"
        data-locked={resume.locked}
        className="relative flex items-center gap-3 rounded-lg border bg-card px-3 py-2.5 shadow-xs transition-colors hover:bg-accent/40 focus-within:ring-2 focus-within:ring-ring"
      >
        <Link
          to={`/builder/${resume.id}`}
          className={cn('flex min-w-0 flex-1 items-center gap-3', coverCard)}
        >
          <span className="relative h-14 w-[2.47rem] shrink-0 overflow-hidden rounded-sm border bg-white">
            <ResumePreview resume={resume} />
            {resume.locked && <LockOverlay compact />}
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="flex items-center gap-1.5 truncate text-sm font-medium">
              <span className="truncate">{resume.title}</span>
              <Badges resume={resume} />
            </h3>
            <p className="truncate text-xs text-muted-foreground">
              <Updated resume={resume} />
            </p>
          </div>
        </Link>
        <MoreMenu actions={actions} title={resume.title} />
      </li>
    </WithContextMenu>
  );
};
