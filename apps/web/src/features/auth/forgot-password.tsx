import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheckIcon } from 'lucide-react';
import { forgotPasswordSchema } from '@rb/schema/validation/account';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { AuthHeading, BackToSignIn } from './auth-heading';
import { EmailAuthOff, useEmailAuthOff } from './email-auth-off';
import { forgotPassword } from './auth-api';
import { localizedResolver } from './schema-messages';

type Values = { email: string };

export const Component = () => {
  const { t } = useLingui();
  const emailAuthOff = useEmailAuthOff();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: localizedResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const mutation = useMutation({
    mutationFn: ({ email }: Values) => forgotPassword(email),
    onSuccess: (_data, { email }) => setSentTo(email),
    onError: () => form.reset({ email: '' }),
  });

  if (emailAuthOff) return <EmailAuthOff />;

  if (sentTo) {
    return (
      <div role="status">
        <MailCheckIcon className="mb-4 size-8 text-muted-foreground" aria-hidden />
        <AuthHeading
          title={<Trans>Check your inbox</Trans>}
          description={
            <Trans>
              If an account uses {sentTo}, a link to reset its password is on its way. It expires in one hour.
            </Trans>
          }
        />
        <BackToSignIn />
      </div>
    );
  }

  return (
    <>
      <AuthHeading
        title={<Trans>Forgot your password?</Trans>}
        description={
          <Trans>Enter the email address of your account and we will send you a link to reset it.</Trans>
        }
      />
      <Form {...form}>
        <form
          className="grid gap-5"
          noValidate
          aria-label={t`Reset password`}
          onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        >
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
                    autoFocus
                    placeholder="john.doe@example.com"
                    {...field}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" loading={mutation.isPending} className="w-full">
            <Trans>Send reset link</Trans>
          </Button>
          <BackToSignIn variant="ghost" />
        </form>
      </Form>
    </>
  );
};
