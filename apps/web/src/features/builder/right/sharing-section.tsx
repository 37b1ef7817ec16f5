import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import { Share2Icon } from 'lucide-react';
import { isApiError } from '@/lib/api/api-error';
import { errorMessages, isKnownErrorCode } from '@/lib/api/error-messages';
import { activeSaver, saveRecordChange } from '../autosave/use-autosave';
import { setResumeMeta, useResumeStore } from '../store/resume-store';
import { usePublicLink } from '../shared/public-link';
import { PanelSection } from './panel-section';
import { PublicLinkField, PublicSwitch } from './public-link-field';
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
      <PublicSwitch
        description={<Trans>Anyone with the link can view and download the resume.</Trans>}
        checked={meta.visibility === 'public'}
        onChange={(value) => void setPublic(value)}
      />
      {link && <PublicLinkField link={link} />}
      <ShareLinks kind="resume" documentId={meta.id} />
    </PanelSection>
  );
};
