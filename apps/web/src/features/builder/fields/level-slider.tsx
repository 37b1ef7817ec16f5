import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@rb/i18n';
import { levelRange } from '@rb/schema';
import { Slider } from '@/components/ui/slider';

/** Levels 0–5; 0 reads as 'None' (docs/product.md#resume-fields). */
export const LevelSlider = ({
  value,
  onChange,
  id,
}: {
  value: number;
  onChange: (level: number) => void;
  id?: string;
}) => {
  const { t, i18n } = useLingui();
  return (
    <div className="flex items-center gap-4">
      <Slider
        id={id}
        min={levelRange.min}
        max={levelRange.max}
        step={1}
        value={[value]}
        onValueChange={([level]) => onChange(level ?? levelRange.default)}
        aria-label={t`Level`}
      />
      <span className="w-12 shrink-0 text-end text-sm tabular-nums">
        {value === 0 ? t`None` : formatNumber(value, i18n.locale)}
      </span>
    </div>
  );
};
