import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlertIcon } from 'lucide-react';
import { registerSchema, type RegisterInput } from '@rb/schema/validation/account';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { isApiError } from '@/lib/api/api-error';
import { userQueryKey } from '@/lib/api/user';
import { notifyError } from '@/lib/notify-error';
import { AuthHeading, textLinkClassName } from './auth-heading';
import { register } from './auth-api';
import { PasswordField } from './password-field';
import { useProviders } from './providers';
import { SocialSignIn } from './social-buttons';
import { localizedResolver } from './schema-messages';
import { useSignupsClosed } from './signups';
import { withRedirect } from './with-redirect';

type Values = Omit<RegisterInput, 'locale'>;
const empty: Values = { name: '', username: '', email: '', password: '' };
const valuesSchema = registerSchema.omit({ locale: true });

export const Component = () => {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const providers = useProviders();
  const signups = useSignupsClosed();

  const form = useForm<Values>({ resolver: localizedResolver(valuesSchema), defaultValues: empty });

  const mutation = useMutation({
    mutationFn: (values: Values) => register({ ...values, locale: i18n.locale }),
    // The banner says it; a toast on top would repeat it.
    meta: { silent: true },
    onSuccess: async (user) => {
      queryClient.setQueryData(userQueryKey, user);
      await navigate('/auth/verify-email', { replace: true });
    },
    onError: (error) => {
      form.reset(empty);
      if (isApiError(error) && error.code === 'SignupsDisabled') signups.markClosed();
      else notifyError(error);
    },
  });

  return (
    <>
      <AuthHeading
        title={<Trans>Create a new account</Trans>}
        description={
          <Trans>
            Already have an account?{' '}
            <Link
              to={withRedirect('/auth/login', searchParams.get('redirect'))}
              className={textLinkClassName}
            >
              Sign in now
            </Link>
          </Trans>
        }
      />
      {signups.closed && (
        <div
          role="alert"
          className="mb-6 flex gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm text-destructive"
        >
          <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div className="space-y-1">
            <p className="font-medium">
              <Trans>Sign-ups are currently disabled</Trans>
            </p>
            <p className="text-destructive/90">
              <Trans>
                This server does not accept new accounts. If you already have one, sign in instead.
              </Trans>
            </p>
          </div>
        </div>
      )}
      {providers.email && (
        <Form {...form}>
          <form
            className="grid gap-5"
            noValidate
            aria-label={t`Create account`}
            onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
          >
            <fieldset disabled={signups.closed} className="grid gap-5 disabled:opacity-60">
              <FormField
                control={form.control}
                name="name"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>
                      <Trans>Name</Trans>
                    </FormLabel>
                    <FormControl>
                      <Input autoComplete="name" autoFocus placeholder="John Doe" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="username"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>
                      <Trans>Username</Trans>
                    </FormLabel>
                    <FormControl>
                      <Input
                        autoComplete="username"
                        autoCapitalize="none"
                        spellCheck={false}
                        placeholder="john.doe"
                        {...field}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="email"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>
                      <Trans>Email</Trans>
                    </FormLabel>
                    <FormControl>
                      <Input
                        type="email"
                        autoComplete="email"
                        placeholder="john.doe@example.com"
                        {...field}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <PasswordField
                control={form.control}
                name="password"
                label={<Trans>Password</Trans>}
                autoComplete="new-password"
                hint={<Trans>At least 6 characters. Hold Ctrl to display your password temporarily.</Trans>}
              />
              <Button type="submit" loading={mutation.isPending} disabled={signups.closed} className="w-full">
                <Trans>Create account</Trans>
              </Button>
            </fieldset>
          </form>
        </Form>
      )}
      {!signups.closed && <SocialSignIn email={providers.email} social={providers.social} />}
    </>
  );
};
