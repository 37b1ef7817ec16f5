import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatNumber } from '@rb/i18n';
import { resumeLinkLimits, type ResumeLinkDto } from '@rb/schema';
import { CopyIcon, LockIcon, Trash2Icon } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { copyText } from '../shared/export-actions';
import {
  createShareLink,
  fetchShareStatistics,
  listShareLinks,
  revokeShareLink,
  shareLinksQueryKey,
  shareStatisticsQueryKey,
  type SharedKind,
} from './share-links-api';

const expiryChoices = ['never', '1', '7', '30'] as const;
type Expiry = (typeof expiryChoices)[number];
const isExpiry = (value: string): value is Expiry => (expiryChoices as readonly string[]).includes(value);
const expiresAtOf = (expiry: Expiry): string | undefined =>
  expiry === 'never' ? undefined : new Date(Date.now() + Number(expiry) * 86_400_000).toISOString();

/**
 * One link: its label, what guards it, its counts; copy and revoke. The controls name the link through
 * aria-describedby, so their own words stay fixed for every link.
 */
const LinkRow = ({
  link,
  counts,
  onRevoke,
  revoking,
}: {
  link: ResumeLinkDto;
  counts: { views: number; downloads: number } | undefined;
  onRevoke: () => void;
  revoking: boolean;
}) => {
  const { t, i18n } = useLingui();
  const labelId = `share-link-${link.id}`;
  return (
    <li className="grid gap-1.5 rounded-md border p-2.5" data-testid="share-link">
      <div className="flex items-center gap-2">
        <span id={labelId} className="min-w-0 flex-1 truncate text-sm font-medium">
          {link.label}
        </span>
        {link.hasPassword && <LockIcon className="size-3.5 text-muted-foreground" aria-label={t`Password`} />}
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={t`Copy link`}
          aria-describedby={labelId}
          onClick={() => void copyText(link.url, t`The link is copied.`)}
        >
          <CopyIcon aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-7"
          aria-label={t`Revoke link`}
          aria-describedby={labelId}
          disabled={revoking}
          onClick={onRevoke}
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
      <Input
        readOnly
        value={link.url}
        className="h-7 font-mono text-xs"
        aria-label={t`Link address`}
        aria-describedby={labelId}
        onFocus={(event) => event.target.select()}
      />
      <p
        className="flex flex-wrap gap-x-3 text-xs text-muted-foreground tabular-nums"
        data-testid="share-link-counts"
      >
        <span>
          <Trans>Views</Trans>: {formatNumber(counts?.views ?? 0, i18n.locale)}
        </span>
        <span>
          <Trans>Downloads</Trans>: {formatNumber(counts?.downloads ?? 0, i18n.locale)}
        </span>
        {link.expiresAt && (
          <span>
            <Trans>Expires</Trans>: {formatDate(link.expiresAt, i18n.locale)}
          </span>
        )}
      </p>
    </li>
  );
};

/**
 * Named links to this resume or letter, private or public (docs/product.md#share-links): each with its own address,
 * an optional password and expiry, and its own counts.
 */
export const ShareLinks = ({ kind, documentId }: { kind: SharedKind; documentId: string }) => {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [label, setLabel] = useState('');
  const [password, setPassword] = useState('');
  const [expiry, setExpiry] = useState<Expiry>('never');
  const links = useQuery({
    queryKey: shareLinksQueryKey(kind, documentId),
    queryFn: () => listShareLinks(kind, documentId),
  });
  const hasLinks = (links.data?.length ?? 0) > 0;
  // Each link's counts are part of the document's statistics; asked for once there are links to count.
  const statistics = useQuery({
    queryKey: shareStatisticsQueryKey(kind, documentId),
    queryFn: () => fetchShareStatistics(kind, documentId),
    enabled: hasLinks,
    meta: { silent: true },
  });
  const countsOf = (id: string) => statistics.data?.links?.find((each) => each.id === id);
  const refresh = () => queryClient.invalidateQueries({ queryKey: shareLinksQueryKey(kind, documentId) });

  const create = useMutation({
    mutationFn: () =>
      createShareLink(kind, documentId, {
        label: label.trim(),
        ...(password ? { password } : {}),
        ...(expiresAtOf(expiry) ? { expiresAt: expiresAtOf(expiry) } : {}),
      }),
    onSuccess: async (link) => {
      setLabel('');
      setPassword('');
      setExpiry('never');
      await refresh();
      await copyText(link.url, t`The link is created and copied.`);
    },
  });
  const revoke = useMutation({
    mutationFn: (link: ResumeLinkDto) => revokeShareLink(kind, documentId, link.id),
    onSuccess: async () => {
      toast.success(t`The link has been revoked.`);
      await refresh();
    },
  });
  const tooShort = password.length > 0 && password.length < resumeLinkLimits.password.min;
  const full = (links.data?.length ?? 0) >= resumeLinkLimits.perResume;

  return (
    <div className="grid gap-3 border-t pt-3">
      <div className="grid gap-0.5">
        <span className="text-sm font-medium">
          <Trans>Share links</Trans>
        </span>
        <span className="text-xs text-muted-foreground">
          {kind === 'resume' ? (
            <Trans>
              A link of its own for each recruiter or application, even while the resume is private. Revoke it
              when it has done its job.
            </Trans>
          ) : (
            <Trans>
              A link of its own for each recruiter or application, even while the letter is private. Revoke it
              when it has done its job.
            </Trans>
          )}
        </span>
      </div>
      <form
        className="grid gap-2"
        aria-label={t`Create a share link`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (label.trim() && !tooShort && !full) create.mutate();
        }}
      >
        <Label htmlFor="share-link-label" className="sr-only">
          <Trans>Label</Trans>
        </Label>
        <Input
          id="share-link-label"
          placeholder={t`Label, for example: Recruiter at Fennick`}
          maxLength={resumeLinkLimits.label.max}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
        />
        <div className="grid grid-cols-2 gap-2">
          <div className="grid gap-1">
            <Label htmlFor="share-link-password" className="text-xs">
              <Trans>Password (optional)</Trans>
            </Label>
            <Input
              id="share-link-password"
              type="password"
              autoComplete="new-password"
              maxLength={resumeLinkLimits.password.max}
              value={password}
              aria-invalid={tooShort || undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="share-link-expiry" className="text-xs">
              <Trans>Expires</Trans>
            </Label>
            <Select value={expiry} onValueChange={(value) => isExpiry(value) && setExpiry(value)}>
              <SelectTrigger id="share-link-expiry">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="never">{t`Never`}</SelectItem>
                <SelectItem value="1">{t`In a day`}</SelectItem>
                <SelectItem value="7">{t`In a week`}</SelectItem>
                <SelectItem value="30">{t`In 30 days`}</SelectItem>
              </SelectContent>
            </Select>
          </div>
        </div>
        {tooShort && (
          <p className="text-xs text-destructive">
            <Trans>The password is too short.</Trans>
          </p>
        )}
        <Button
          type="submit"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={!label.trim() || tooShort || full}
          loading={create.isPending}
        >
          <Trans>Create link</Trans>
        </Button>
      </form>
      {hasLinks && (
        <ul className="grid gap-2" aria-label={t`Share links`}>
          {links.data!.map((link) => (
            <LinkRow
              key={link.id}
              link={link}
              counts={countsOf(link.id)}
              revoking={revoke.isPending && revoke.variables?.id === link.id}
              onRevoke={() => revoke.mutate(link)}
            />
          ))}
        </ul>
      )}
    </div>
  );
};
