import { useCallback, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { LockIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api/api-error';
import { errorDescription, openPrintedPdf } from '@/features/resumes/open-pdf';
import { ResumeFrame } from '@/features/resumes/resume-frame';
import { MadeWith, ResumePageBar } from '@/features/resumes/resume-page-bar';
import { printSharedResume, sharedResumeQuery, unlockSharedResume } from '@/features/resumes/shared-link-api';
import { Component as NotFound } from '../not-found';

/** The password of a protected link (to a resume or a letter); the server then lets this browser read it and its PDF for an hour. */
const PasswordPrompt = ({ token, onUnlocked }: { token: string; onUnlocked: () => void }) => {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    setBusy(true);
    setError(null);
    try {
      await unlockSharedResume(token, password);
      onUnlocked();
    } catch (failure) {
      setError(errorDescription(failure));
      setBusy(false);
    }
  };
  return (
    <main className="grid min-h-dvh place-items-center bg-muted/50 p-6">
      <form
        onSubmit={(event) => void submit(event)}
        aria-label={t`Open the shared document`}
        className="grid w-full max-w-sm gap-4 rounded-xl border bg-background p-6 shadow-sm"
        noValidate
      >
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-full bg-muted">
            <LockIcon className="size-5" aria-hidden />
          </span>
          <div>
            <h1 className="text-lg font-semibold">
              <Trans>This shared document is protected</Trans>
            </h1>
            <p className="text-sm text-muted-foreground">
              <Trans>Enter the password you were given with the link.</Trans>
            </p>
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="link-password">
            <Trans>Password</Trans>
          </Label>
          <Input
            id="link-password"
            type="password"
            autoComplete="off"
            autoFocus
            value={password}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'link-password-error' : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          {error && (
            <p id="link-password-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" loading={busy} disabled={!password}>
          <Trans>Open</Trans>
        </Button>
      </form>
    </main>
  );
};

/**
 * A resume shared through a named link at /s/{token} (docs/product.md#share-links): the public page's frame and its
 * own PDF download, after the password when the link has one; a missing, expired or revoked link is the 404 page.
 * The server writes this page itself once the artboard is built; this one is the fallback before that
 * (docs/decisions/0029-the-share-page-is-written-by-the-server.md).
 */
export const Component = () => {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const query = sharedResumeQuery(token);
  const { data: resume, error } = useQuery({ ...query, retry: false });
  const [downloading, setDownloading] = useState(false);
  const noop = useCallback(() => {}, []);

  if (isApiError(error) && error.code === 'ResumeLinkPasswordRequired')
    return (
      <PasswordPrompt
        token={token}
        onUnlocked={() => void queryClient.invalidateQueries({ queryKey: query.queryKey })}
      />
    );
  if (error) return <NotFound />;

  const download = async () => {
    setDownloading(true);
    await openPrintedPdf(() => printSharedResume(token));
    setDownloading(false);
  };

  return (
    <div className="flex min-h-dvh flex-col items-center bg-muted/50 px-2 py-6 sm:px-4 sm:py-10 print:bg-white">
      <ResumePageBar resume={resume} downloading={downloading} onDownload={() => void download()} />
      <ResumeFrame resume={resume} onShown={noop} />
      <MadeWith />
    </div>
  );
};
