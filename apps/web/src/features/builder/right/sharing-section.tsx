import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import { Share2Icon } from 'lucide-react';
import { Switch } from '@/components/ui/switch';
import { isApiError } from '@/lib/api/api-error';
import { errorMessages, isKnownErrorCode } from '@/lib/api/error-messages';
import { activeSaver, saveRecordChange } from '../autosave/use-autosave';
import { setResumeMeta, useResumeStore } from '../store/resume-store';
import { usePublicLink } from '../shared/public-link';
import { PanelSection } from './panel-section';
import { PublicLinkField } from './public-link-field';
import { ShareLinks } from './share-links';

/**
 * Public or private (saved right away, with the document's version); the link shows only while public. Below, the
 * named share links, which work either way.
 */
export const SharingSection = () => {
  const { t, i18n } = useLingui();
  const meta = useResumeStore((state) => state.meta);
  const link = usePublicLink();
  if (!meta) return null;
  // Shown at once and saved right away; put back, with a toast saying why, if the server refuses it.
  // Offline it stays switched: the saver retries until it is stored.
  const setPublic = async (value: boolean) => {
    const previous = meta.visibility;
    const visibility = value ? 'public' : 'private';
    setResumeMeta({ visibility });
    const status = await saveRecordChange({ visibility });
    if (status !== 'error') return;
    const saver = activeSaver();
    saver?.discard('visibility');
    setResumeMeta({ visibility: previous });
    const refusal = saver?.lastRefusal;
    toast.error(
      visibility === 'public'
        ? t`The resume could not be made public, so it stays private.`
        : t`The resume could not be made private, so it stays public.`,
      {
        description:
          isApiError(refusal) && isKnownErrorCode(refusal.code)
            ? i18n._(errorMessages[refusal.code])
            : undefined,
      },
    );
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
        <Switch
          checked={meta.visibility === 'public'}
          onCheckedChange={(value) => void setPublic(value)}
          aria-label={t`Public`}
        />
      </label>
      {link && <PublicLinkField link={link} />}
      <ShareLinks kind="resume" documentId={meta.id} />
    </PanelSection>
  );
};
