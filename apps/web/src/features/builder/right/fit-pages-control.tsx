import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@rb/i18n';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { keepSnapshotBeforeRewrite } from '../history/keep-snapshot';
import { requestFit } from '../preview/fit-pages';
import { metadataActions } from '../store/metadata-actions';

const choices = [1, 2, 3];

/**
 * Fit to pages: the loosest settings that bring the resume to 1, 2 or 3 sheets — the spacing first, then the
 * margin and line height, the font size last and never below 9 pt (docs/product.md#fit-to-pages). One step to undo;
 * the server keeps the document before it in the history.
 */
export const FitPagesControl = () => {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState<number | null>(null);
  const fit = async (pages: number) => {
    setBusy(pages);
    try {
      const result = await requestFit(pages);
      const count = formatNumber(pages, i18n.locale);
      if (!result.ok) {
        const needed = formatNumber(result.pages, i18n.locale);
        const over = formatNumber(result.over, i18n.locale, { style: 'percent', maximumFractionDigits: 0 });
        toast.error(t`It does not fit on ${count} pages`, {
          description: t`Even at the smallest readable settings it needs ${needed}: about ${over} of a page too long. Shorten it or hide a section.`,
        });
      } else if (!result.changed) {
        toast.success(t`It already fits on ${count} pages`);
      } else {
        await keepSnapshotBeforeRewrite('fit');
        metadataActions.applyFit(result.settings);
        const size = formatNumber(result.settings.fontSize, i18n.locale, { maximumFractionDigits: 2 });
        toast.success(t`Fitted to ${count} pages`, {
          description: t`Font size ${size} px. Undo to go back.`,
        });
      }
    } catch {
      toast.error(t`The preview could not be measured. Try again.`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="grid gap-1.5" role="group" aria-labelledby="fit-pages-label">
      <span id="fit-pages-label" className="text-sm font-medium">
        <Trans>Fit to pages</Trans>
      </span>
      <div className="grid grid-cols-3 gap-2">
        {choices.map((pages) => (
          <Button
            key={pages}
            type="button"
            variant="outline"
            size="sm"
            disabled={busy !== null}
            aria-busy={busy === pages}
            onClick={() => void fit(pages)}
          >
            {pages === 1 ? <Trans>1 page</Trans> : <Trans>{formatNumber(pages, i18n.locale)} pages</Trans>}
          </Button>
        ))}
      </div>
    </div>
  );
};
