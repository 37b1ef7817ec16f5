import { Trans, useLingui } from '@lingui/react/macro';
import { languages } from '@rb/i18n';
import { LanguageProgress } from '@/components/language-progress';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useChangeLocale } from '@/hooks/use-change-locale';
import { useTheme } from '@/hooks/use-theme';
import { isTheme } from '@/lib/theme';
import { SettingsSection } from './settings-section';

/** Theme (system, light, dark; default system) and language: both apply as soon as they are picked. */
export const PreferencesSection = () => {
  const { t, i18n } = useLingui();
  const { theme, setTheme } = useTheme();
  const changeLocale = useChangeLocale();
  return (
    <SettingsSection
      id="preferences"
      title={<Trans>Preferences</Trans>}
      description={<Trans>How the app looks and which language it speaks, in this browser.</Trans>}
    >
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="settings-theme">
            <Trans>Theme</Trans>
          </Label>
          <Select value={theme} onValueChange={(value) => isTheme(value) && setTheme(value)}>
            <SelectTrigger id="settings-theme">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="system">{t`System`}</SelectItem>
              <SelectItem value="light">{t`Light`}</SelectItem>
              <SelectItem value="dark">{t`Dark`}</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="settings-language">
            <Trans>Language</Trans>
          </Label>
          <Select value={i18n.locale} onValueChange={(locale) => void changeLocale(locale)}>
            <SelectTrigger id="settings-language">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {languages.map((language) => (
                <SelectItem
                  key={language.locale}
                  value={language.locale}
                  aside={<LanguageProgress progress={language.progress} />}
                >
                  {language.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
    </SettingsSection>
  );
};
