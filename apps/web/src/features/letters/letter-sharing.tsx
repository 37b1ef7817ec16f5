import { Trans, useLingui } from '@lingui/react/macro';
import { useUser } from '@/hooks/use-user';
import { toast } from '@/lib/toast';
import { PublicLinkField, PublicSwitch, ShareLinks } from '@/features/builder/shared-editing';
import { letterPublicUrl } from './letters-api';
import { setLetterMeta, useLetterStore } from './letter-store';
import { saveLetterRecord } from './use-letter-autosave';

/**
 * The letter's Sharing panel, the resume's in small (docs/product.md#share-links): public or private, saved at once,
 * its public address while public, and the named share links, which work either way.
 */
export const LetterSharing = () => {
  const { t } = useLingui();
  const { user } = useUser();
  const meta = useLetterStore((state) => state.meta);
  if (!meta) return null;
  const link = user && meta.visibility === 'public' ? letterPublicUrl(user.username, meta.slug) : null;
  // Shown at once and saved right away; put back, with a toast, if the server refuses it.
  const setPublic = async (value: boolean) => {
    const previous = meta.visibility;
    const visibility = value ? 'public' : 'private';
    setLetterMeta({ visibility });
    if ((await saveLetterRecord({ visibility })) !== 'error') return;
    setLetterMeta({ visibility: previous });
    toast.error(
      visibility === 'public'
        ? t`The letter could not be made public, so it stays private.`
        : t`The letter could not be made private, so it stays public.`,
    );
  };
  return (
    <section className="grid gap-3 border-t pt-4" aria-labelledby="letter-sharing-title">
      <h2 id="letter-sharing-title" className="text-sm font-semibold">
        <Trans>Sharing</Trans>
      </h2>
      <PublicSwitch
        description={<Trans>Anyone with the link can view and download the letter.</Trans>}
        checked={meta.visibility === 'public'}
        disabled={meta.locked}
        onChange={(value) => void setPublic(value)}
      />
      {link && <PublicLinkField link={link} />}
      <ShareLinks kind="letter" documentId={meta.id} />
    </section>
  );
};
