import { Trans, useLingui } from '@lingui/react/macro';
import {
  BookOpenIcon,
  LanguagesIcon,
  LayoutDashboardIcon,
  LogInIcon,
  LogOutIcon,
  MonitorIcon,
  MoonIcon,
  SunIcon,
} from 'lucide-react';
import { languages } from '@rb/i18n';
import { progressVariant } from '@/components/language-progress';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/logo';
import {
  menuContentClassName,
  menuItemClassName,
  menuLabelClassName,
  menuSeparatorClassName,
} from '@/components/ui/menu-styles';
import { cn } from '@/lib/utils';

/**
 * The theme switch as markup (docs/product.md#theme): the three choices' icons and names are all in the page,
 * and the landing islands show the current one and cycle light → system → dark. Before they run it shows "system".
 */
const ThemeButton = () => {
  const { t } = useLingui();
  const labels = { light: t`Theme: light`, system: t`Theme: system`, dark: t`Theme: dark` };
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={labels.system}
      title={labels.system}
      data-landing-theme
      data-label-light={labels.light}
      data-label-system={labels.system}
      data-label-dark={labels.dark}
    >
      <span className="contents" hidden data-theme-icon="light">
        <SunIcon aria-hidden />
      </span>
      <span className="contents" data-theme-icon="system">
        <MonitorIcon aria-hidden />
      </span>
      <span className="contents" hidden data-theme-icon="dark">
        <MoonIcon aria-hidden />
      </span>
    </Button>
  );
};

/**
 * The language menu as markup: every interface language with its progress (docs/product.md#language-change),
 * opened and chosen from through the landing islands (`islands/language-menu.ts`).
 */
const LanguageMenu = ({ locale }: { locale: string }) => {
  const { t } = useLingui();
  const sorted = [...languages].sort((a, b) => a.name.localeCompare(b.name, locale));
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  return (
    <div className="relative" data-landing-language>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t`Change language`}
        aria-haspopup="menu"
        aria-expanded="false"
        aria-controls="landing-language-menu"
        data-language-trigger
      >
        <LanguagesIcon aria-hidden />
      </Button>
      <div
        id="landing-language-menu"
        role="menu"
        aria-label={t`Language`}
        hidden
        className={cn(menuContentClassName, 'absolute end-0 top-full mt-1 max-h-80 w-64 overflow-y-auto')}
      >
        <div className={menuLabelClassName} aria-hidden>
          {t`Language`}
        </div>
        <div className={menuSeparatorClassName} role="separator" />
        {sorted.map((language) => (
          <button
            key={language.locale}
            type="button"
            role="menuitemradio"
            aria-checked={language.locale === locale}
            tabIndex={-1}
            lang={language.locale}
            data-locale={language.locale}
            className={cn(
              menuItemClassName,
              'w-full text-start hover:bg-accent hover:text-accent-foreground',
              language.locale === locale && 'font-medium',
            )}
          >
            <span className="flex-1 truncate">{language.name}</span>
            {language.progress < 100 && (
              <Badge variant={progressVariant(language.progress)}>
                {percent.format(language.progress / 100)}
              </Badge>
            )}
          </button>
        ))}
      </div>
    </div>
  );
};

/**
 * The public header: signed-in visitors get Dashboard + Logout, guests get Login + Docs (docs/product.md#routes).
 * Both are in the page, one hidden: the landing islands show the one the session asks for.
 */
export const LandingHeader = ({
  locale,
  signedIn,
  guideUrl,
}: {
  locale: string;
  signedIn: boolean;
  guideUrl: string;
}) => (
  <header className="sticky top-0 z-40 border-b border-transparent bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/60">
    <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
      <a href="/" className="shrink-0 rounded-md">
        <Logo className="[&>span:last-child]:max-sm:sr-only" />
      </a>
      <nav className="flex items-center gap-1 sm:gap-2">
        <LanguageMenu locale={locale} />
        <ThemeButton />
        <span className="contents" data-session="user" hidden={!signedIn}>
          <Button asChild>
            <a href="/dashboard" data-app-link>
              <LayoutDashboardIcon aria-hidden />
              <Trans>Dashboard</Trans>
            </a>
          </Button>
          <Button variant="outline" data-landing-logout className="max-sm:px-2.5">
            <LogOutIcon aria-hidden />
            <span className="max-sm:sr-only">
              <Trans>Logout</Trans>
            </span>
          </Button>
        </span>
        <span className="contents" data-session="guest" hidden={signedIn}>
          {/* On phones an icon, like Logout: still there, but the row fits. */}
          <Button variant="ghost" asChild className="max-sm:px-2.5">
            <a href={guideUrl} target="_blank" rel="noreferrer">
              <BookOpenIcon aria-hidden />
              <span className="max-sm:sr-only">
                <Trans>Docs</Trans>
              </span>
            </a>
          </Button>
          <Button asChild>
            <a href="/auth/login" data-app-link>
              <LogInIcon aria-hidden />
              <Trans>Login</Trans>
            </a>
          </Button>
        </span>
      </nav>
    </div>
  </header>
);
