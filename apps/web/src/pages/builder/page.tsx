import { Link, useParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ArrowLeftIcon, PencilRulerIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ThemeToggle } from '@/components/theme-toggle';

/** The editor's frame: top bar and an empty canvas until the builder change fills the panels. */
export const Component = () => {
  const { id } = useParams();
  return (
    <div className="flex h-dvh flex-col">
      <header className="flex h-14 shrink-0 items-center justify-between gap-2 border-b px-2 sm:px-4">
        <Button variant="ghost" size="sm" asChild>
          <Link to="/dashboard/resumes">
            <ArrowLeftIcon aria-hidden className="rtl:rotate-180" />
            <Trans>Resumes</Trans>
          </Link>
        </Button>
        <span className="truncate font-mono text-xs text-muted-foreground">{id}</span>
        <ThemeToggle />
      </header>
      <main className="grid flex-1 place-items-center bg-muted/40 p-6">
        <div className="flex max-w-sm flex-col items-center gap-3 text-center">
          <PencilRulerIcon className="size-8 text-muted-foreground" aria-hidden />
          <h1 className="text-lg font-semibold">
            <Trans>The editor is being prepared</Trans>
          </h1>
          <p className="text-sm text-muted-foreground">
            <Trans>Your resume will open here with its sections, layout and live preview.</Trans>
          </p>
        </div>
      </main>
    </div>
  );
};
