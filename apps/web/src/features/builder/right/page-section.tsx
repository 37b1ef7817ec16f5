import { Trans, useLingui } from '@lingui/react/macro';
import { FileIcon } from 'lucide-react';
import { pageFormatIds, pageMargin, pageSpacing, type PageFormat } from '@rb/schema';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { useResumeStore } from '../store/resume-store';
import { metadataActions } from '../store/metadata-actions';
import { FitPagesControl } from './fit-pages-control';
import { PageCountHint } from './page-count-hint';
import { PanelSection } from './panel-section';
import { SliderField } from './slider-field';

export const PageSection = () => {
  const { t } = useLingui();
  const page = useResumeStore((state) => state.data!.metadata.page);
  const formats: Record<PageFormat, string> = { a4: t`A4`, letter: t`Letter` };
  return (
    <PanelSection id="page" icon={FileIcon} title={<Trans>Page</Trans>}>
      <div className="grid gap-1.5">
        <Label htmlFor="page-format">
          <Trans>Format</Trans>
        </Label>
        <Select
          value={page.format}
          onValueChange={(value) => metadataActions.setPage('format', value as PageFormat)}
        >
          <SelectTrigger id="page-format">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {pageFormatIds.map((format) => (
              <SelectItem key={format} value={format}>
                {formats[format]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <SliderField
        id="page-margin"
        label={t`Margin`}
        value={page.margin}
        min={pageMargin.min}
        max={pageMargin.max}
        step={pageMargin.step}
        format={{ suffix: ' px' }}
        onChange={(value) => metadataActions.setPage('margin', value)}
      />
      <SliderField
        id="page-spacing"
        label={t`Spacing`}
        value={page.spacing}
        min={pageSpacing.min}
        max={pageSpacing.max}
        step={pageSpacing.step}
        format={{ options: { style: 'percent' } }}
        onChange={(value) => metadataActions.setPage('spacing', value)}
      />
      <FitPagesControl />
      <PageCountHint />
      <label className="flex items-center justify-between gap-2 text-sm">
        <Trans>Show page breaks</Trans>
        <Switch
          checked={page.options.breakLine}
          onCheckedChange={(value) => metadataActions.setPageOption('breakLine', value)}
        />
      </label>
      <label className="flex items-center justify-between gap-2 text-sm">
        <Trans>Show page numbers</Trans>
        <Switch
          checked={page.options.pageNumbers}
          onCheckedChange={(value) => metadataActions.setPageOption('pageNumbers', value)}
        />
      </label>
    </PanelSection>
  );
};
