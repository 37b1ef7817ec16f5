import { Link, Outlet } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { LanguagePicker } from '@/components/language-picker';
import { productName, projectSiteUrl } from '@/lib/product';

/** Auth screens: logo (to the project site), language picker, theme toggle, then the form. */
export const Component = () => {
  const { t } = useLingui();
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <div className="flex flex-col px-4 py-6 sm:px-10">
        <header className="flex items-center justify-between">
          <a
            href={projectSiteUrl}
            target="_blank"
            rel="noreferrer"
            aria-label={t`${productName} project site`}
          >
            <Logo />
          </a>
          <div className="flex items-center gap-1">
            <LanguagePicker />
            <ThemeToggle />
          </div>
        </header>
        <main className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-sm">
            <Outlet />
          </div>
        </main>
        <footer className="text-center text-xs text-muted-foreground">
          <Link to="/" className="underline-offset-4 hover:underline">
            <Trans>Back to the home page</Trans>
          </Link>
        </footer>
      </div>
      <aside className="relative hidden overflow-hidden border-s bg-muted lg:block" aria-hidden>
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,var(--color-background),transparent_60%)]" />
        <div className="absolute inset-x-16 top-1/2 -translate-y-1/2 space-y-4">
          <div className="mx-auto aspect-[1/1.414] w-full max-w-sm rotate-[-4deg] rounded-lg border bg-background p-8 shadow-2xl">
            <div className="h-4 w-2/3 rounded bg-foreground/80" />
            <div className="mt-2 h-2.5 w-1/3 rounded bg-muted-foreground/50" />
            <div className="mt-8 space-y-2">
              {[92, 80, 86, 60].map((width) => (
                <div key={width} className="h-2 rounded bg-muted" style={{ width: `${width}%` }} />
              ))}
            </div>
            <div className="mt-8 h-3 w-1/4 rounded bg-foreground/70" />
            <div className="mt-4 space-y-2">
              {[88, 74, 90, 66, 82].map((width) => (
                <div key={width} className="h-2 rounded bg-muted" style={{ width: `${width}%` }} />
              ))}
            </div>
          </div>
        </div>
      </aside>
    </div>
  );
};
