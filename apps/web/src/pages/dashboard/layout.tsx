import { useState } from 'react';
import { Outlet, useLoaderData, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { MenuIcon } from 'lucide-react';
import { shortcuts } from '@rb/schema';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { useHotkey } from '@/hooks/use-hotkey';
import { useLogout, useUser } from '@/hooks/use-user';
import type { User } from '@/lib/api/user';
import { Sidebar } from './sidebar';

/**
 * Sidebar on desktop (lg and up), a slide-out drawer below (docs/product.md#dashboard). The desktop sidebar stays mounted
 * while the drawer shows a second one, so the shortcuts live here, once, rather than in the sidebar.
 */
export const Component = () => {
  const { t } = useLingui();
  const loaded = useLoaderData() as User;
  const { user } = useUser();
  const current = user ?? loaded;
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const logout = useLogout();
  const go = (to: string) => {
    setOpen(false);
    void navigate(to);
  };
  useHotkey(shortcuts.openResumes, () => go('/dashboard/resumes'));
  useHotkey(shortcuts.openSettings, () => go('/dashboard/settings'));
  useHotkey(shortcuts.logout, () => void logout());

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="sticky top-0 hidden h-dvh border-e bg-muted/30 lg:block">
        <Sidebar user={current} />
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b bg-background/80 px-4 backdrop-blur lg:hidden">
        <Sheet open={open} onOpenChange={setOpen}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={t`Open the menu`}>
              <MenuIcon aria-hidden />
            </Button>
          </SheetTrigger>
          <SheetContent side="left" className="p-0">
            <SheetTitle className="sr-only">{t`Menu`}</SheetTitle>
            <SheetDescription className="sr-only">{t`Pages of your dashboard`}</SheetDescription>
            <Sidebar user={current} onNavigate={() => setOpen(false)} />
          </SheetContent>
        </Sheet>
        <Logo showName={false} />
        <ThemeToggle />
      </header>

      <main className="min-w-0 px-4 py-6 sm:px-8 lg:py-10">
        <Outlet />
      </main>
    </div>
  );
};
