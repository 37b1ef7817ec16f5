import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SearchIcon, TypeIcon } from 'lucide-react';
import { RadioGroup, ToggleGroup } from 'radix-ui';
import { fontSize, lineHeight, quickPickFonts } from '@rb/schema';
import type { FontPickerEntry } from '@rb/templates/fonts/picker';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import { useResumeStore } from '../store/resume-store';
import { typographyActions } from '../store/typography-actions';
import { PanelSection } from './panel-section';
import { SliderField } from './slider-field';

/** The catalogue's names and variants load with the typography panel, not with the app. */
const useFontCatalogue = (): readonly FontPickerEntry[] | null => {
  const [fonts, setFonts] = useState<readonly FontPickerEntry[] | null>(null);
  useEffect(() => {
    let active = true;
    void import('@rb/templates/fonts/picker').then((module) => {
      if (active) setFonts(module.pickerFonts);
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

/**
 * The catalogue as a combobox: the search field keeps the focus, the arrow keys move through the matching fonts
 * (PageUp/PageDown by ten), Enter picks the highlighted one, Escape clears the search. One tab stop for ~100 fonts.
 */
const FontPicker = ({ fonts, family }: { fonts: readonly FontPickerEntry[] | null; family: string }) => {
  const { t } = useLingui();
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState<string | null>(null);
  const matches = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return (fonts ?? []).filter((font) => font.family.toLowerCase().includes(needle));
  }, [fonts, query]);
  const activeIndex = matches.findIndex((font) => font.family === active);
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (activeIndex === -1) return;
    list.current
      ?.querySelector(`#${CSS.escape(optionId(activeIndex))}`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]); // eslint-disable-line react-hooks/exhaustive-deps

  const move = (to: number) => {
    if (matches.length === 0) return;
    setActive(matches[Math.max(0, Math.min(matches.length - 1, to))]!.family);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // From nothing highlighted, the first step lands on the current font when it is listed, else on the first.
    const from = activeIndex !== -1 ? activeIndex : matches.findIndex((font) => font.family === family);
    const step: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 };
    if (event.key in step) {
      event.preventDefault();
      move(from === -1 ? 0 : from + step[event.key]!);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = matches[activeIndex];
      if (chosen) typographyActions.setFamily(chosen.family);
    } else if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      event.stopPropagation();
      setQuery('');
      setActive(null);
    }
  };

  return (
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
          role="combobox"
          aria-expanded
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex === -1 ? undefined : optionId(activeIndex)}
          autoComplete="off"
          spellCheck={false}
          className="ps-8"
          value={query}
          placeholder={t`Search ${fonts?.length ?? ''} fonts`}
          onKeyDown={onKeyDown}
          onBlur={() => setActive(null)}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(null);
          }}
        />
      </div>
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label={t`Fonts`}
        className="max-h-48 overflow-y-auto rounded-md border p-1"
      >
        {!fonts && <li className="p-2 text-xs text-muted-foreground">{t`Loading fonts…`}</li>}
        {fonts && matches.length === 0 && (
          <li className="p-2 text-xs text-muted-foreground">{t`No font matches.`}</li>
        )}
        {matches.map((font, index) => (
          <li
            key={font.id}
            id={optionId(index)}
            role="option"
            aria-selected={font.family === family}
            data-active={index === activeIndex || undefined}
            // The search field keeps the focus; a click picks the font.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => typographyActions.setFamily(font.family)}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-2 rounded px-2 py-1 text-sm hover:bg-accent',
              font.family === family && 'bg-accent font-medium',
              index === activeIndex && 'ring-2 ring-ring ring-inset',
            )}
          >
            <span className="truncate">{font.family}</span>
            <span className="shrink-0 text-[11px] text-muted-foreground">{font.category}</span>
          </li>
        ))}
      </ul>
    </div>
  );
};

export const TypographySection = () => {
  const { t } = useLingui();
  const typography = useResumeStore((state) => state.data!.metadata.typography);
  const fonts = useFontCatalogue();
  const family = typography.font.family;
  const entry = fonts?.find((font) => font.family === family);

  return (
    <PanelSection id="typography" icon={TypeIcon} title={<Trans>Typography</Trans>}>
      <RadioGroup.Root
        value={(quickPickFonts as readonly string[]).includes(family) ? family : ''}
        onValueChange={typographyActions.setFamily}
        aria-label={t`Quick picks`}
        loop
        className="grid grid-cols-2 gap-1.5"
      >
        {quickPickFonts.map((name) => (
          <RadioGroup.Item
            key={name}
            value={name}
            className={cn(
              'truncate rounded-md border px-2 py-1.5 text-start text-xs outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
              'data-[state=checked]:border-ring data-[state=checked]:bg-accent data-[state=checked]:font-medium',
            )}
          >
            {name}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <FontPicker fonts={fonts} family={family} />
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
        {/* Several may be on; one tab stop, arrow keys between them. */}
        <ToggleGroup.Root
          type="multiple"
          value={typography.font.variants}
          onValueChange={typographyActions.setVariants}
          aria-labelledby="font-variants-label"
          loop
          className="flex flex-wrap gap-1"
        >
          {(entry?.variants ?? typography.font.variants).map((variant) => (
            <ToggleGroup.Item
              key={variant}
              value={variant}
              className={cn(
                'rounded-full border px-2 py-0.5 text-xs outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
                'data-[state=on]:border-ring data-[state=on]:bg-primary data-[state=on]:text-primary-foreground data-[state=on]:hover:bg-primary/90',
              )}
            >
              {variantLabel(variant)}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>
      <SliderField
        id="font-size"
        label={t`Font size`}
        value={typography.font.size}
        min={fontSize.min}
        max={fontSize.max}
        step={fontSize.step}
        format={{ options: { minimumFractionDigits: 2, maximumFractionDigits: 2 }, suffix: ' px' }}
        onChange={typographyActions.setSize}
      />
      <SliderField
        id="line-height"
        label={t`Line height`}
        value={typography.lineHeight}
        min={lineHeight.min}
        max={lineHeight.max}
        step={lineHeight.step}
        format={{ options: { minimumFractionDigits: 2, maximumFractionDigits: 2 } }}
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
