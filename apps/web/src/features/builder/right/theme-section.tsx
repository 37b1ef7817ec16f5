import { Trans, useLingui } from '@lingui/react/macro';
import { PaletteIcon } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { hexColourPattern, themePresets, type Theme } from '@rb/schema';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { ValidatedInput } from '../fields/validated-input';
import { useResumeStore } from '../store/resume-store';
import { metadataActions } from '../store/metadata-actions';
import { PanelSection } from './panel-section';

/** A native colour picker for #rrggbb; short and alpha forms are shown as their six-digit colour. */
const pickerValue = (hex: string) => {
  if (/^#[0-9a-f]{3}$/i.test(hex)) return `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`;
  return hex.slice(0, 7);
};

const ColourField = ({ name, label, value }: { name: keyof Theme; label: string; value: string }) => {
  const { t } = useLingui();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`theme-${name}`}>{label}</Label>
      <div className="flex items-start gap-2">
        <input
          type="color"
          aria-label={t`Pick the ${label} colour`}
          value={pickerValue(value)}
          onChange={(event) => metadataActions.setThemeColour(name, event.target.value)}
          className="h-9 w-10 shrink-0 cursor-pointer rounded-md border bg-background p-1"
        />
        <div className="min-w-0 flex-1">
          <ValidatedInput
            id={`theme-${name}`}
            value={value}
            className="font-mono"
            validate={(hex) => hexColourPattern.test(hex)}
            message={t`enter a hex colour such as #dc2626`}
            onCommit={(hex) => metadataActions.setThemeColour(name, hex)}
          />
        </div>
      </div>
    </div>
  );
};

export const ThemeSection = () => {
  const { t } = useLingui();
  const theme = useResumeStore((state) => state.data!.metadata.theme);
  return (
    <PanelSection id="theme" icon={PaletteIcon} title={<Trans>Theme</Trans>}>
      {/* One tab stop; arrow keys move between the presets and pick them (a radio group). */}
      <RadioGroup.Root
        value={themePresets.find((preset) => preset.hex === theme.primary.toLowerCase())?.hex ?? ''}
        onValueChange={(hex) => metadataActions.setThemeColour('primary', hex)}
        aria-label={t`Colour presets`}
        orientation="horizontal"
        loop
        className="flex flex-wrap gap-2"
      >
        {themePresets.map((preset) => (
          <RadioGroup.Item
            key={preset.name}
            value={preset.hex}
            aria-label={preset.name}
            title={preset.name}
            className={cn(
              'size-6 rounded-full ring-offset-2 ring-offset-background transition outline-none hover:scale-110',
              'focus-visible:ring-2 focus-visible:ring-ring data-[state=checked]:ring-2 data-[state=checked]:ring-foreground',
            )}
            style={{ backgroundColor: preset.hex }}
          />
        ))}
      </RadioGroup.Root>
      <ColourField name="primary" label={t`Primary`} value={theme.primary} />
      <ColourField name="background" label={t`Background`} value={theme.background} />
      <ColourField name="text" label={t`Text`} value={theme.text} />
    </PanelSection>
  );
};
