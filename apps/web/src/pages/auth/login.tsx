import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { PasswordInput } from '@/components/password-input';
import { login, userQueryKey } from '@/lib/api/user';
import { safeRedirect } from '@/lib/redirect';
import { AuthHeading } from './auth-heading';

export const Component = () => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();

  const schema = z.object({
    identifier: z
      .string()
      .trim()
      .min(1, t`Enter your email or username.`),
    password: z.string().min(1, t`Enter your password.`),
  });
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { identifier: '', password: '' },
  });

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: async ({ status, user }) => {
      // Spec §4: 2fa_required continues with the code; otherwise the user is stored and cached.
      if (status === '2fa_required') return navigate('/auth/verify-otp');
      queryClient.setQueryData(userQueryKey, user);
      return navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    },
    // Spec §4: failed forms reset their fields (the identifier is kept, it was not the secret).
    onError: () => form.reset({ identifier: form.getValues('identifier'), password: '' }),
  });

  return (
    <>
      <AuthHeading
        title={<Trans>Sign in to your account</Trans>}
        description={
          <Trans>
            Don’t have an account yet?{' '}
            <Link
              to="/auth/register"
              className="font-medium text-foreground underline-offset-4 hover:underline"
            >
              Create one now
            </Link>
          </Trans>
        }
      />
      <Form {...form}>
        <form
          className="grid gap-5"
          noValidate
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
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <div className="flex items-center justify-between">
                  <FormLabel>
                    <Trans>Password</Trans>
                  </FormLabel>
                  <Link
                    to="/auth/forgot-password"
                    className="text-xs text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                  >
                    <Trans>Forgot password?</Trans>
                  </Link>
                </div>
                <FormControl>
                  <PasswordInput {...field} />
                </FormControl>
                <FormDescription>
                  <Trans>Hold Ctrl to show the password.</Trans>
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" loading={mutation.isPending} className="w-full">
            <Trans>Sign in</Trans>
          </Button>
        </form>
      </Form>
    </>
  );
};
