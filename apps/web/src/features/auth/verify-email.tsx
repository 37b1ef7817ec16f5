import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle, MailCheckIcon } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useUser } from '@/hooks/use-user';
import { isApiError } from '@/lib/api/api-error';
import { userQuery } from '@/lib/api/user';
import { notifyError } from '@/lib/notify-error';
import { AuthHeading } from './auth-heading';
import { resendVerificationEmail, verifyEmail } from './auth-api';

/** docs/product.md#auth-screens: with a token the address is verified; without one the user is asked to check their mail. */
export const Component = () => {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <VerifyToken token={token} /> : <CheckInbox />;
};

const VerifyToken = ({ token }: { token: string }) => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useUser();
  const { mutate, isError } = useMutation({
    mutationFn: verifyEmail,
    meta: { silent: true },
    onSuccess: async () => {
      await queryClient.fetchQuery({ ...userQuery, staleTime: 0 });
      toast.success(t`Your email address has been verified.`);
      await navigate('/dashboard/resumes', { replace: true });
    },
    onError: async (error) => {
      // A link works once: opened again, by someone already verified, it has done its job rather than failed.
      if (user?.emailVerified && isApiError(error) && error.code === 'InvalidVerificationToken') {
        toast.success(t`Your email address is already verified.`);
        await navigate('/dashboard/resumes', { replace: true });
        return;
      }
      notifyError(error);
    },
  });
  // A token works once: the effect must not send it twice (React runs effects twice in development).
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  if (isError) return <CheckInbox />;
  return (
    <div role="status" className="flex items-center gap-3 text-sm text-muted-foreground">
      <LoaderCircle className="size-4 animate-spin" aria-hidden />
      <Trans>Verifying your email address…</Trans>
    </div>
  );
};

const CheckInbox = () => {
  const { t } = useLingui();
  const { user } = useUser();
  const resend = useMutation({
    mutationFn: resendVerificationEmail,
    onSuccess: () => toast.success(t`A new verification email has been sent.`),
  });
  const email = user?.email ?? '';
  return (
    <>
      <MailCheckIcon className="mb-4 size-8 text-muted-foreground" aria-hidden />
      <AuthHeading
        title={<Trans>Check your inbox</Trans>}
        description={
          <Trans>
            We sent a link to {email}. Open it to verify your email address. You can use the app in the
            meantime.
          </Trans>
        }
      />
      <div className="grid gap-2">
        <Button asChild className="w-full">
          <Link to="/dashboard">
            <Trans>Continue to the dashboard</Trans>
          </Link>
        </Button>
        {user && !user.emailVerified && (
          <Button
            variant="outline"
            className="w-full"
            loading={resend.isPending}
            onClick={() => resend.mutate()}
          >
            <Trans>Resend the verification email</Trans>
          </Button>
        )}
      </div>
    </>
  );
};
