import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { BookOpenIcon, LayoutDashboardIcon, LogInIcon, LogOutIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { LanguagePicker } from '@/components/language-picker';
import { useLogout, useUser } from '@/hooks/use-user';
import { userGuideUrl } from '@/lib/product';

/** The public header: signed-in visitors get Dashboard + Logout, guests get Login + Docs (docs/product.md#routes). */
export const SiteHeader = () => {
  const { user } = useUser();
  const logout = useLogout();
  return (
    <header className="sticky top-0 z-40 border-b border-transparent bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/60">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="shrink-0 rounded-md">
          <Logo className="[&>span:last-child]:max-sm:sr-only" />
        </Link>
        <nav className="flex items-center gap-1 sm:gap-2">
          <LanguagePicker />
          <ThemeToggle />
          {user ? (
            <>
              <Button asChild>
                <Link to="/dashboard">
                  <LayoutDashboardIcon aria-hidden />
                  <Trans>Dashboard</Trans>
                </Link>
              </Button>
              <Button variant="outline" onClick={() => void logout()} className="max-sm:px-2.5">
                <LogOutIcon aria-hidden />
                <span className="max-sm:sr-only">
                  <Trans>Logout</Trans>
                </span>
              </Button>
            </>
          ) : (
            <>
              {/* On phones an icon, like Logout: still there, but the row fits. */}
              <Button variant="ghost" asChild className="max-sm:px-2.5">
                <a href={userGuideUrl()} target="_blank" rel="noreferrer">
                  <BookOpenIcon aria-hidden />
                  <span className="max-sm:sr-only">
                    <Trans>Docs</Trans>
                  </span>
                </a>
              </Button>
              <Button asChild>
                <Link to="/auth/login">
                  <LogInIcon aria-hidden />
                  <Trans>Login</Trans>
                </Link>
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
};
