import { Trans, useLingui } from '@lingui/react/macro';
import { Switch } from '@/components/ui/switch';
import { useUser } from '@/hooks/use-user';
import { toast } from '@/lib/toast';
import { PublicLinkField, ShareLinks } from '@/features/builder/shared-editing';
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
      <label className="flex items-center justify-between gap-2 text-sm">
        <span className="grid gap-0.5">
          <span className="font-medium">
            <Trans>Public</Trans>
          </span>
          <span className="text-xs text-muted-foreground">
            <Trans>Anyone with the link can view and download the letter.</Trans>
          </span>
        </span>
        <Switch
          checked={meta.visibility === 'public'}
          disabled={meta.locked}
          onCheckedChange={(value) => void setPublic(value)}
          aria-label={t`Public`}
        />
      </label>
      {link && <PublicLinkField link={link} />}
      <ShareLinks kind="letter" documentId={meta.id} />
    </section>
  );
};
