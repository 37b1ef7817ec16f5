import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import { passwordSchema } from '@rb/schema/validation/account';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { AuthHeading } from './auth-heading';
import { EmailAuthOff, useEmailAuthOff } from './email-auth-off';
import { resetPassword } from './auth-api';
import { PasswordField } from './password-field';
import { localizedResolver } from './schema-messages';

const valuesSchema = z.object({ password: passwordSchema });
type Values = z.infer<typeof valuesSchema>;

export const Component = () => {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const emailAuthOff = useEmailAuthOff();
  if (emailAuthOff) return <EmailAuthOff />;
  // docs/product.md#auth-screens: without a token there is nothing to reset; ask for a new link.
  if (!token) return <Navigate to="/auth/forgot-password" replace />;
  return <ResetPasswordForm token={token} />;
};

const ResetPasswordForm = ({ token }: { token: string }) => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useForm<Values>({
    resolver: localizedResolver(valuesSchema),
    defaultValues: { password: '' },
  });
  const mutation = useMutation({
    mutationFn: ({ password }: Values) => resetPassword({ token, password }),
    onSuccess: async () => {
      toast.success(t`Your password has been reset. Please sign in with the new one.`);
      await navigate('/auth/login', { replace: true });
    },
    onError: () => form.reset({ password: '' }),
  });

  return (
    <>
      <AuthHeading
        title={<Trans>Set a new password</Trans>}
        description={<Trans>Choose a new password for your account. You will then sign in with it.</Trans>}
      />
      <Form {...form}>
        <form
          className="grid gap-5"
          noValidate
          aria-label={t`Set a new password`}
          onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        >
          <PasswordField
            control={form.control}
            name="password"
            label={<Trans>New password</Trans>}
            autoComplete="new-password"
            hint={<Trans>At least 6 characters. Hold Ctrl to display your password temporarily.</Trans>}
          />
          <Button type="submit" loading={mutation.isPending} className="w-full">
            <Trans>Change password</Trans>
          </Button>
        </form>
      </Form>
    </>
  );
};
