import { Trans, useLingui } from '@lingui/react/macro';
import { languages } from '@rb/i18n';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useTheme } from '@/hooks/use-theme';
import { isTheme } from '@/lib/theme';
import { useChangeLocale } from '@/hooks/use-change-locale';
import { PageHeader } from './page-header';

/** Settings: preferences work now; profile, security, AI and danger zone are added by the settings change. */
export const Component = () => {
  const { t, i18n } = useLingui();
  const { theme, setTheme } = useTheme();
  const changeLocale = useChangeLocale();
  return (
    <>
      <PageHeader
        title={<Trans>Settings</Trans>}
        description={<Trans>Manage your account and preferences.</Trans>}
      />
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>
            <Trans>Preferences</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Choose how the app looks and which language it speaks.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="theme">
              <Trans>Theme</Trans>
            </Label>
            <Select value={theme} onValueChange={(value) => isTheme(value) && setTheme(value)}>
              <SelectTrigger id="theme">
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
            <Label htmlFor="language">
              <Trans>Language</Trans>
            </Label>
            <Select value={i18n.locale} onValueChange={(locale) => void changeLocale(locale)}>
              <SelectTrigger id="language">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {languages.map((language) => (
                  <SelectItem key={language.locale} value={language.locale}>
                    {language.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </CardContent>
      </Card>
    </>
  );
};
