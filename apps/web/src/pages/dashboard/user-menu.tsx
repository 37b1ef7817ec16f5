import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronsUpDownIcon, LogOutIcon, SettingsIcon } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { displayPictureUrl, shortcuts } from '@rb/schema';
import { useLogout } from '@/hooks/use-user';
import type { User } from '@/lib/api/user';
import { shortcutLabel } from './shortcuts';

const initials = (name: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase();
};

export const Avatar = ({ user, className = 'size-8' }: { user: User; className?: string }) =>
  user.picture ? (
    <img
      src={displayPictureUrl(user.picture, window.location.origin)}
      alt=""
      className={`${className} shrink-0 rounded-full object-cover`}
    />
  ) : (
    <span
      aria-hidden
      className={`${className} grid shrink-0 place-items-center rounded-full bg-secondary text-xs font-semibold`}
    >
      {initials(user.name)}
    </span>
  );

/** Name, settings (Shift+S) and logout (Shift+Q), docs/product.md#shortcuts; the dashboard layout registers the keys. */
export const UserMenu = ({ user, onNavigate }: { user: User; onNavigate?: () => void }) => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const logout = useLogout();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex w-full items-center gap-3 rounded-lg p-2 text-start transition-colors hover:bg-accent data-[state=open]:bg-accent"
        aria-label={t`Open the user menu`}
      >
        <Avatar user={user} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium">{user.name}</span>
          <span className="block truncate text-xs text-muted-foreground">
            <span dir="ltr">@{user.username}</span>
          </span>
        </span>
        <ChevronsUpDownIcon className="size-4 text-muted-foreground" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        side="top"
        align="start"
        className="w-(--radix-dropdown-menu-trigger-width) min-w-56"
      >
        <DropdownMenuLabel className="truncate font-normal text-muted-foreground">
          <span dir="ltr">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            onNavigate?.();
            void navigate('/dashboard/settings');
          }}
        >
          <SettingsIcon aria-hidden />
          <Trans>Settings</Trans>
          <DropdownMenuShortcut>{shortcutLabel(shortcuts.openSettings)}</DropdownMenuShortcut>
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => void logout()}>
          <LogOutIcon aria-hidden />
          <Trans>Logout</Trans>
          <DropdownMenuShortcut>{shortcutLabel(shortcuts.logout)}</DropdownMenuShortcut>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
