import { Trans, useLingui } from '@lingui/react/macro';
import { CodeIcon } from 'lucide-react';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useResumeStore } from '../store/resume-store';
import { metadataActions } from '../store/metadata-actions';
import { PanelSection } from './panel-section';

export const CssSection = () => {
  const { t } = useLingui();
  const css = useResumeStore((state) => state.data!.metadata.css);
  return (
    <PanelSection id="css" icon={CodeIcon} title={<Trans>Custom CSS</Trans>}>
      <label className="flex items-center justify-between gap-2 text-sm">
        <Trans>Apply the custom CSS</Trans>
        <Switch checked={css.visible} onCheckedChange={(value) => metadataActions.setCss('visible', value)} />
      </label>
      <Textarea
        aria-label={t`Custom CSS`}
        value={css.value}
        spellCheck={false}
        rows={6}
        className="font-mono text-xs"
        placeholder={'.rb-heading {\n  letter-spacing: 0.1em;\n}'}
        onChange={(event) => metadataActions.setCss('value', event.target.value)}
      />
    </PanelSection>
  );
};
