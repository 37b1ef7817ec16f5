import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ArrowLeftIcon, LockIcon, PanelLeftIcon, PanelRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { ThemeToggle } from '@/components/theme-toggle';
import { useResumeStore } from '../store/resume-store';
import { LanguageSwitcher } from './language-switcher';
import { SaveIndicator } from './save-indicator';

type Props = { onToggleLeft?: () => void; onToggleRight?: () => void };

/** Title, lock state, saving state and the way back; on small screens also the panel toggles. */
export const TopBar = ({ onToggleLeft, onToggleRight }: Props) => {
  const { t } = useLingui();
  const meta = useResumeStore((state) => state.meta);
  return (
    <header className="flex h-12 shrink-0 items-center gap-1 border-b bg-background px-2">
      {onToggleLeft && (
        <Button variant="ghost" size="icon-sm" onClick={onToggleLeft} aria-label={t`Open the sections panel`}>
          <PanelLeftIcon aria-hidden />
        </Button>
      )}
      <Tooltip content={t`Back to your resumes`}>
        <Button variant="ghost" size="icon-sm" asChild>
          <Link to="/dashboard/resumes" aria-label={t`Back to your resumes`}>
            <ArrowLeftIcon aria-hidden className="rtl:rotate-180" />
          </Link>
        </Button>
      </Tooltip>
      <div className="flex min-w-0 flex-1 items-center justify-center gap-2">
        <h1 className="truncate text-sm font-semibold" data-testid="resume-title">
          {meta?.title}
        </h1>
        {meta?.locked && (
          <Tooltip content={t`This resume is locked`}>
            <LockIcon className="size-3.5 shrink-0 text-muted-foreground" aria-label={t`Locked`} />
          </Tooltip>
        )}
        <LanguageSwitcher />
        <SaveIndicator />
      </div>
      <ThemeToggle />
      {onToggleRight && (
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={onToggleRight}
          aria-label={t`Open the settings panel`}
        >
          <PanelRightIcon aria-hidden />
        </Button>
      )}
    </header>
  );
};
