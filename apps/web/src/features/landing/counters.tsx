import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@rb/i18n';

/**
 * The final numbers, so the page without JavaScript shows them; the landing islands count up to them once they
 * scroll into view (`islands/counters.ts`).
 */
const Counter = ({ value, label }: { value: number; label: string }) => {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col items-center gap-1 text-center">
      <span
        className="text-4xl font-bold tracking-tight tabular-nums sm:text-5xl"
        aria-hidden
        data-counter={value}
      >
        {formatNumber(value, i18n.locale)}+
      </span>
      <span className="sr-only">{`${formatNumber(value, i18n.locale)}+ ${label}`}</span>
      <span className="text-sm text-muted-foreground" aria-hidden>
        {label}
      </span>
    </div>
  );
};

export const Counters = () => {
  const { t } = useLingui();
  return (
    <div className="grid gap-10 sm:grid-cols-3">
      <Counter value={12800} label={t`stars on GitHub`} />
      <Counter value={300000} label={t`people signed up`} />
      <Counter value={400000} label={t`resumes created`} />
    </div>
  );
};
