import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@rb/i18n';
import { useInView } from './use-in-view';

const durationMs = 1600;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Counts from 0 to `value` (ease-out) once it scrolls into view. */
const Counter = ({ value, label }: { value: number; label: string }) => {
  const { i18n } = useLingui();
  const { ref, inView } = useInView<HTMLDivElement>();
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (!inView) return;
    if (prefersReducedMotion()) return setShown(value);
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      setShown(Math.round(value * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [inView, value]);

  return (
    <div ref={ref} className="flex flex-col items-center gap-1 text-center">
      <span className="text-4xl font-bold tracking-tight tabular-nums sm:text-5xl" aria-hidden>
        {formatNumber(shown, i18n.locale)}+
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
