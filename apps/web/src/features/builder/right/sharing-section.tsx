import { Trans, useLingui } from '@lingui/react/macro';
import { CopyIcon, Share2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { saveRecordChange } from '../autosave/use-autosave';
import { setResumeMeta, useResumeStore } from '../store/resume-store';
import { copyText } from '../shared/export-actions';
import { usePublicLink } from '../shared/public-link';
import { PanelSection } from './panel-section';

/** Public or private (saved right away, with the document's version); the link shows only while public. */
export const SharingSection = () => {
  const { t } = useLingui();
  const meta = useResumeStore((state) => state.meta);
  const link = usePublicLink();
  if (!meta) return null;
  const setPublic = (value: boolean) => {
    const visibility = value ? 'public' : 'private';
    setResumeMeta({ visibility });
    saveRecordChange({ visibility });
  };
  return (
    <PanelSection id="sharing" icon={Share2Icon} title={<Trans>Sharing</Trans>}>
      <label className="flex items-center justify-between gap-2 text-sm">
        <span className="grid gap-0.5">
          <span className="font-medium">
            <Trans>Public</Trans>
          </span>
          <span className="text-xs text-muted-foreground">
            <Trans>Anyone with the link can view and download the resume.</Trans>
          </span>
        </span>
        <Switch checked={meta.visibility === 'public'} onCheckedChange={setPublic} aria-label={t`Public`} />
      </label>
      {link && (
        <div className="flex gap-2">
          <Input
            readOnly
            value={link}
            aria-label={t`Public link`}
            onFocus={(event) => event.target.select()}
          />
          <Button
            variant="outline"
            size="icon"
            aria-label={t`Copy public link`}
            onClick={() => void copyText(link, t`The link is copied.`)}
          >
            <CopyIcon aria-hidden />
          </Button>
        </div>
      )}
    </PanelSection>
  );
};
