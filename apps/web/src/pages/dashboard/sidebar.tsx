import { Link, NavLink } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { FileTextIcon, MailIcon, SettingsIcon } from 'lucide-react';
import { shortcuts, versionLabel } from '@rb/schema';
import { Kbd } from '@/components/ui/kbd';
import { Separator } from '@/components/ui/separator';
import { Logo } from '@/components/logo';
import type { User } from '@/lib/api/user';
import { cn } from '@/lib/utils';
import { shortcutLabel } from './shortcuts';
import { UserMenu } from './user-menu';

/**
 * Resumes (Shift+R), Settings (Shift+S), the user menu and the version label (docs/product.md#dashboard). The shortcuts
 * themselves are registered once by the dashboard layout, which may show two sidebars at a time.
 */
export const Sidebar = ({ user, onNavigate }: { user: User; onNavigate?: () => void }) => {
  const { t } = useLingui();
  const links = [
    {
      to: '/dashboard/resumes',
      label: t`Resumes`,
      icon: FileTextIcon,
      keys: shortcutLabel(shortcuts.openResumes),
    },
    { to: '/dashboard/letters', label: t`Cover letters`, icon: MailIcon, keys: '' },
    {
      to: '/dashboard/settings',
      label: t`Settings`,
      icon: SettingsIcon,
      keys: shortcutLabel(shortcuts.openSettings),
    },
  ];

  return (
    <div className="flex h-full flex-col gap-4 p-4">
      <Link to="/" className="self-start rounded-md p-1" onClick={onNavigate}>
        <Logo />
      </Link>
      <Separator />
      <nav aria-label={t`Dashboard`} className="grid gap-1">
        {links.map(({ to, label, icon: Icon, keys }) => (
          <NavLink
            key={to}
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground',
                isActive && 'bg-accent text-foreground',
              )
            }
          >
            <Icon className="size-4" aria-hidden />
            <span className="flex-1">{label}</span>
            {keys && <Kbd className="max-sm:hidden">{keys}</Kbd>}
          </NavLink>
        ))}
      </nav>
      <div className="mt-auto grid gap-3">
        <Separator />
        <UserMenu user={user} onNavigate={onNavigate} />
        <p className="px-2 text-xs text-muted-foreground">{versionLabel}</p>
      </div>
    </div>
  );
};
