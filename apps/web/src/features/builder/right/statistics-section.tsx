import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@rb/i18n';
import { ChartLineIcon, InfoIcon, RefreshCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { fetchStatistics } from '../autosave/resume-api';
import { useResumeStore } from '../store/resume-store';
import { PanelSection } from './panel-section';

/** Views and downloads; asked for only while the resume is public, blurred otherwise (docs/product.md#statistics). */
export const StatisticsSection = () => {
  const { i18n } = useLingui();
  const meta = useResumeStore((state) => state.meta);
  const isPublic = meta?.visibility === 'public';
  const { data, refetch, isFetching } = useQuery({
    queryKey: ['resume', meta?.id, 'statistics'],
    queryFn: () => fetchStatistics(meta!.id),
    enabled: !!meta && isPublic,
    meta: { silent: true },
  });
  const figures = [
    { label: <Trans>Views</Trans>, value: data?.views ?? 0 },
    { label: <Trans>Downloads</Trans>, value: data?.downloads ?? 0 },
  ];
  return (
    <PanelSection id="statistics" icon={ChartLineIcon} title={<Trans>Statistics</Trans>}>
      {!isPublic && (
        <p role="note" className="flex items-start gap-2 rounded-md border bg-muted/50 p-2.5 text-xs">
          <InfoIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          <Trans>
            Statistics are available only for public resumes. Make the resume public to see how often it is
            viewed and downloaded.
          </Trans>
        </p>
      )}
      <div
        className={cn('grid grid-cols-2 gap-3', !isPublic && 'pointer-events-none blur-sm select-none')}
        aria-hidden={!isPublic}
      >
        {figures.map((figure, index) => (
          <div key={index} className="rounded-lg border p-3">
            <div className="text-2xl font-semibold tabular-nums">
              {formatNumber(figure.value, i18n.locale)}
            </div>
            <div className="text-xs text-muted-foreground">{figure.label}</div>
          </div>
        ))}
      </div>
      {isPublic && (
        // Visits keep coming while the builder is open, and queries never refetch by themselves (docs/product.md#query-defaults).
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="self-start"
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          <RefreshCwIcon className={cn(isFetching && 'animate-spin')} aria-hidden />
          <Trans>Refresh</Trans>
        </Button>
      )}
    </PanelSection>
  );
};
