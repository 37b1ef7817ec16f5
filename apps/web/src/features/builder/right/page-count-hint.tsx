import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@rb/i18n';
import { usePreviewLayout } from '../preview/preview-layout';

/** Below this, the last sheet holds little enough that fitting to one sheet fewer is worth suggesting. */
const NEARLY_EMPTY = 0.35;

/**
 * The page count as the preview laid it out, and why there is another page: a last sheet that holds only a little
 * is named, with what pulls it back (docs/product.md#fit-to-pages).
 */
export const PageCountHint = () => {
  const { i18n } = useLingui();
  const layout = usePreviewLayout();
  if (!layout) return null;
  const { sheets, lastFill } = layout;
  const count = formatNumber(sheets, i18n.locale);
  const fill = formatNumber(lastFill, i18n.locale, { style: 'percent', maximumFractionDigits: 0 });
  const fewer = formatNumber(sheets - 1, i18n.locale);
  return (
    <p className="text-muted-foreground text-sm" role="status" data-testid="page-count-hint">
      {sheets === 1 ? (
        <Trans>Prints on 1 page.</Trans>
      ) : (
        <Trans>
          Prints on {count} pages; the last is {fill} full.
        </Trans>
      )}{' '}
      {sheets > 1 && lastFill < NEARLY_EMPTY && (
        <Trans>Fit to {fewer} pages below, lower the spacing, or hide a section to pull it back.</Trans>
      )}
    </p>
  );
};
