import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@rb/i18n';
import { Label } from '@/components/ui/label';
import { Slider } from '@/components/ui/slider';

type Props = {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  /** How the value reads, in the interface language's digits: Intl options and a unit after it. */
  format?: { options?: Intl.NumberFormatOptions; suffix?: string };
};

/** A labelled slider showing its value; steps like 0.05 are rounded so floats do not drift. */
export const SliderField = ({ id, label, value, min, max, step, onChange, format }: Props) => {
  const { i18n } = useLingui();
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between">
        <Label htmlFor={id}>{label}</Label>
        <span className="text-xs text-muted-foreground tabular-nums">
          {formatNumber(value, i18n.locale, format?.options)}
          {format?.suffix}
        </span>
      </div>
      <Slider
        id={id}
        aria-label={label}
        min={min}
        max={max}
        step={step}
        value={[value]}
        onValueChange={([next]) => next !== undefined && onChange(Number(next.toFixed(2)))}
      />
    </div>
  );
};
