import { useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';

/** docs/product.md#limits-and-defaults: red below 40, green above 80, warning colour otherwise. */
export const progressVariant = (progress: number) =>
  progress < 40 ? 'destructive' : progress > 80 ? 'success' : 'warning';

/**
 * How much of the interface a language has, for the ones not yet complete: a complete one needs no badge, and
 * leaving it out makes the incomplete ones stand out.
 */
export const LanguageProgress = ({ progress }: { progress: number }) => {
  const { i18n } = useLingui();
  if (progress >= 100) return null;
  return (
    <Badge variant={progressVariant(progress)}>
      {new Intl.NumberFormat(i18n.locale, { style: 'percent' }).format(progress / 100)}
    </Badge>
  );
};
