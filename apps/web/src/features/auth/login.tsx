import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { loginSchema, type LoginInput } from '@rb/schema/validation/account';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { login, userQueryKey } from '@/lib/api/user';
import { safeRedirect } from '@/lib/redirect';
import { AuthHeading, textLinkClassName } from './auth-heading';
import { PasswordField } from './password-field';
import { useProviders } from './providers';
import { SocialSignIn } from './social-buttons';
import { localizedResolver } from './schema-messages';
import { useSignupsClosed } from './signups';
import { useCallbackError } from './use-callback-error';
import { withRedirect } from './with-redirect';

const empty: LoginInput = { identifier: '', password: '' };

export const Component = () => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const providers = useProviders();
  const signups = useSignupsClosed();
  useCallbackError();

  const form = useForm<LoginInput>({ resolver: localizedResolver(loginSchema), defaultValues: empty });

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: async ({ status, user }) => {
      // docs/product.md#sign-in-and-session: 2fa_required continues with the code; otherwise the user is stored and cached.
      if (status === '2fa_required') return navigate(withRedirect('/auth/verify-otp', redirect));
      queryClient.setQueryData(userQueryKey, user);
      return navigate(safeRedirect(redirect), { replace: true });
    },
    // docs/product.md#settings: a failed form resets its fields.
    onError: () => form.reset(empty),
  });

  return (
    <>
      <AuthHeading
        title={<Trans>Sign in to your account</Trans>}
        // No invitation to a registration the server would refuse.
        description={
          !signups.closed && (
            <Trans>
              Don’t have an account yet?{' '}
              <Link to={withRedirect('/auth/register', redirect)} className={textLinkClassName}>
                Create one now
              </Link>
            </Trans>
          )
        }
      />
      {providers.email && (
        <Form {...form}>
          <form
            className="grid gap-5"
            noValidate
            aria-label={t`Sign in`}
            onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
          >
            <FormField
              control={form.control}
              name="identifier"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>
                    <Trans>Email or username</Trans>
                  </FormLabel>
                  <FormControl>
                    <Input autoComplete="username" autoFocus placeholder="john.doe@example.com" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <PasswordField
              control={form.control}
              name="password"
              label={<Trans>Password</Trans>}
              labelAside={
                <Link
                  to="/auth/forgot-password"
                  className="text-xs text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  <Trans>Forgot password?</Trans>
                </Link>
              }
            />
            <Button type="submit" loading={mutation.isPending} className="w-full">
              <Trans>Sign in</Trans>
            </Button>
          </form>
        </Form>
      )}
      <SocialSignIn email={providers.email} social={providers.social} />
    </>
  );
};
