import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@rb/i18n';
import type { ReadbackField, ReadbackReason } from '@rb/schema';
import { CircleCheckIcon, ScanTextIcon, TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { fetchReadback } from '../autosave/resume-api';
import { flushSaves } from '../autosave/use-autosave';
import { useResumeStore } from '../store/resume-store';
import { PanelSection } from './panel-section';

/**
 * "Readable by applicant tracking systems": prints the resume, reads the PDF's text back in the order a parser gets
 * it and lists every field it could not find, with why (docs/product.md#parse-back-check).
 */
export const ReadbackSection = () => {
  const { t, i18n } = useLingui();
  const id = useResumeStore((state) => state.meta?.id);
  const check = useMutation({
    mutationFn: async () => {
      // The check reads the resume as saved: the last edits go out first.
      await flushSaves();
      return fetchReadback(id!);
    },
  });
  const reasons: Record<ReadbackReason, string> = {
    split: t`Broken across lines`,
    order: t`Its words come out of reading order`,
    customCss: t`Hidden by the custom CSS`,
    image: t`Not in the text: drawn as an image or not printed`,
  };
  const result = check.data;
  const missing: ReadbackField[] = result?.fields.filter((field) => !field.found) ?? [];
  return (
    <PanelSection
      id="readback"
      icon={ScanTextIcon}
      title={<Trans>Readable by applicant tracking systems</Trans>}
    >
      <p className="text-xs text-muted-foreground">
        <Trans>
          Prints the resume and reads its text back the way applicant tracking systems and screen readers do:
          your name, contacts, headings, and each entry’s title and date.
        </Trans>
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={!id || check.isPending}
        onClick={() => check.mutate()}
      >
        {check.isPending ? <Trans>Checking…</Trans> : <Trans>Check the PDF</Trans>}
      </Button>
      {result && (
        <div role="status" className="grid gap-2">
          <div className="flex items-center gap-2 text-sm font-medium">
            {missing.length === 0 ? (
              <CircleCheckIcon className="size-4 text-success" aria-hidden />
            ) : (
              <TriangleAlertIcon className="size-4 text-warning" aria-hidden />
            )}
            <Trans>
              Score {formatNumber(result.score, i18n.locale, { style: 'percent' })}:{' '}
              {formatNumber(result.fields.length - missing.length, i18n.locale)} of{' '}
              {formatNumber(result.fields.length, i18n.locale)} fields read back
            </Trans>
          </div>
          {missing.length > 0 && (
            <ul className="grid gap-1.5 text-xs" aria-label={t`Fields not read back`}>
              {missing.map((field) => (
                <li key={field.path} className="rounded-md border p-2">
                  <div className="font-medium break-words" dir="auto">
                    {field.text}
                  </div>
                  <div className="text-muted-foreground">{field.reason ? reasons[field.reason] : null}</div>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </PanelSection>
  );
};
