import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { useTheme } from '@/hooks/use-theme';

/** Cycles light → system → dark (docs/product.md#theme); the icon shows the current choice. */
export const ThemeToggle = () => {
  const { t } = useLingui();
  const { theme, cycle } = useTheme();
  const label = { light: t`Theme: light`, system: t`Theme: system`, dark: t`Theme: dark` }[theme];
  const Icon = { light: SunIcon, system: MonitorIcon, dark: MoonIcon }[theme];
  return (
    <Tooltip content={label}>
      <Button variant="ghost" size="icon" onClick={cycle} aria-label={label}>
        <Icon aria-hidden />
      </Button>
    </Tooltip>
  );
};
