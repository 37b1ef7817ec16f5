import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SearchIcon, TypeIcon } from 'lucide-react';
import { fontSize, lineHeight, quickPickFonts } from '@rb/schema';
import type { FontEntry } from '@rb/templates/fonts/types.ts';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import { useResumeStore } from '../store/resume-store';
import { typographyActions } from '../store/typography-actions';
import { PanelSection } from './panel-section';
import { SliderField } from './slider-field';

/** The catalogue is large static data: it loads with the typography panel, not with the app. */
const useFontCatalogue = (): readonly FontEntry[] | null => {
  const [fonts, setFonts] = useState<readonly FontEntry[] | null>(null);
  useEffect(() => {
    let active = true;
    void import('@rb/templates/fonts/catalogue.ts').then((module) => {
      if (active) setFonts(module.fontCatalogue);
    });
    return () => {
      active = false;
    };
  }, []);
  return fonts;
};

const variantLabel = (variant: string) =>
  variant
    .replace('regular', '400')
    .replace(/^italic$/, '400 italic')
    .replace(/(\d)italic/, '$1 italic');

export const TypographySection = () => {
  const { t } = useLingui();
  const typography = useResumeStore((state) => state.data!.metadata.typography);
  const fonts = useFontCatalogue();
  const [query, setQuery] = useState('');
  const family = typography.font.family;
  const entry = fonts?.find((font) => font.family === family);
  const matches = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return (fonts ?? []).filter((font) => font.family.toLowerCase().includes(needle));
  }, [fonts, query]);

  return (
    <PanelSection id="typography" icon={TypeIcon} title={<Trans>Typography</Trans>}>
      <div className="grid grid-cols-2 gap-1.5" role="radiogroup" aria-label={t`Quick picks`}>
        {quickPickFonts.map((name) => (
          <button
            key={name}
            type="button"
            role="radio"
            aria-checked={family === name}
            onClick={() => typographyActions.setFamily(name)}
            className={cn(
              'truncate rounded-md border px-2 py-1.5 text-start text-xs hover:bg-accent',
              family === name && 'border-ring bg-accent font-medium',
            )}
          >
            {name}
          </button>
        ))}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="font-search">
          <Trans>Font family</Trans>
        </Label>
        <div className="relative">
          <SearchIcon
            className="absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id="font-search"
            className="ps-8"
            value={query}
            placeholder={t`Search ${fonts?.length ?? ''} fonts`}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <ul role="listbox" aria-label={t`Fonts`} className="max-h-48 overflow-y-auto rounded-md border p-1">
          {!fonts && <li className="p-2 text-xs text-muted-foreground">{t`Loading fonts…`}</li>}
          {fonts && matches.length === 0 && (
            <li className="p-2 text-xs text-muted-foreground">{t`No font matches.`}</li>
          )}
          {matches.map((font) => (
            <li key={font.id} role="option" aria-selected={font.family === family}>
              <button
                type="button"
                onClick={() => typographyActions.setFamily(font.family)}
                className={cn(
                  'flex w-full items-center justify-between gap-2 rounded px-2 py-1 text-start text-sm hover:bg-accent',
                  font.family === family && 'bg-accent font-medium',
                )}
              >
                <span className="truncate">{font.family}</span>
                <span className="shrink-0 text-[11px] text-muted-foreground">{font.category}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="font-subset">
          <Trans>Subset</Trans>
        </Label>
        <Select value={typography.font.subset} onValueChange={typographyActions.setSubset}>
          <SelectTrigger id="font-subset">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {(entry?.subsets ?? [typography.font.subset]).map((subset) => (
              <SelectItem key={subset} value={subset}>
                {subset}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <span className="text-sm font-medium" id="font-variants-label">
          <Trans>Variants</Trans>
        </span>
        <div className="flex flex-wrap gap-1" role="group" aria-labelledby="font-variants-label">
          {(entry?.variants ?? typography.font.variants).map((variant) => {
            const selected = typography.font.variants.includes(variant);
            return (
              <button
                key={variant}
                type="button"
                aria-pressed={selected}
                onClick={() =>
                  typographyActions.setVariants(
                    selected
                      ? typography.font.variants.filter((entry) => entry !== variant)
                      : [...typography.font.variants, variant],
                  )
                }
                className={cn(
                  'rounded-full border px-2 py-0.5 text-xs hover:bg-accent',
                  selected && 'border-ring bg-primary text-primary-foreground hover:bg-primary/90',
                )}
              >
                {variantLabel(variant)}
              </button>
            );
          })}
        </div>
      </div>
      <SliderField
        id="font-size"
        label={t`Font size`}
        value={typography.font.size}
        min={fontSize.min}
        max={fontSize.max}
        step={fontSize.step}
        format={(value) => `${value.toFixed(2)} px`}
        onChange={typographyActions.setSize}
      />
      <SliderField
        id="line-height"
        label={t`Line height`}
        value={typography.lineHeight}
        min={lineHeight.min}
        max={lineHeight.max}
        step={lineHeight.step}
        format={(value) => value.toFixed(2)}
        onChange={(value) => typographyActions.set('lineHeight', value)}
      />
      <label className="flex items-center justify-between gap-2 text-sm">
        <Trans>Hide icons</Trans>
        <Switch
          checked={typography.hideIcons}
          onCheckedChange={(value) => typographyActions.set('hideIcons', value)}
        />
      </label>
      <label className="flex items-center justify-between gap-2 text-sm">
        <Trans>Underline links</Trans>
        <Switch
          checked={typography.underlineLinks}
          onCheckedChange={(value) => typographyActions.set('underlineLinks', value)}
        />
      </label>
    </PanelSection>
  );
};
