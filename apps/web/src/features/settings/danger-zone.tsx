import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { accountDeletionConfirmation } from '@rb/schema/constants/limits';
import { currentPasswordSchema, deleteAccountConfirmationSchema } from '@rb/schema/validation/account';
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
import { logout } from '@/lib/api/user';
import { useUser } from '@/hooks/use-user';
import { localizedResolver } from '@/features/auth/schema-messages';
import { SettingsSection } from './settings-section';
import { deleteAccount } from './settings-api';

type DeletionValues = { confirmation: string; proof: string };

/**
 * docs/product.md#account-deletion: typing 'delete' and submitting arms the button; the second submit deletes the account. The server
 * also asks for the current password, or a code from the authenticator app for an account without one
 * (ADR 0010); an account with neither has nothing to give.
 */
export const DangerZone = () => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useUser();
  const asks = user?.hasPassword ? 'password' : user?.twoFactorEnabled ? 'code' : undefined;
  const [counter, setCounter] = useState(0);
  const form = useForm<DeletionValues>({
    resolver: localizedResolver(
      z.object({
        confirmation: deleteAccountConfirmationSchema,
        proof: asks === 'password' ? currentPasswordSchema : z.string(),
      }),
    ),
    defaultValues: { confirmation: '', proof: '' },
  });
  const mutation = useMutation({
    mutationFn: ({ proof }: DeletionValues) =>
      deleteAccount(asks === 'password' ? { password: proof } : asks === 'code' ? { code: proof } : {}),
    onSuccess: async () => {
      await logout(queryClient);
      toast.success(t`Your account and all of its data have been deleted.`);
      await navigate('/', { replace: true });
    },
    onError: () => {
      setCounter(0);
      form.reset({ confirmation: '', proof: '' });
    },
  });

  const submit = (values: DeletionValues) => {
    if (counter === 0) return setCounter(1);
    mutation.mutate(values);
  };

  return (
    <SettingsSection
      id="danger-zone"
      tone="danger"
      title={<Trans>Danger zone</Trans>}
      description={
        <Trans>
          Deleting your account removes your resumes with their statistics and printed PDFs, your pictures and
          your sessions. This cannot be undone.
        </Trans>
      }
    >
      <Form {...form}>
        <form
          className="grid gap-5"
          noValidate
          aria-label={t`Delete account`}
          onSubmit={form.handleSubmit(submit)}
        >
          <FormField
            control={form.control}
            name="confirmation"
            render={({ field }) => (
              <FormItem>
                <FormLabel>
                  <Trans>Confirm deletion</Trans>
                </FormLabel>
                <FormControl>
                  <Input
                    autoComplete="off"
                    spellCheck={false}
                    placeholder={accountDeletionConfirmation}
                    {...field}
                    onChange={(event) => {
                      field.onChange(event);
                      setCounter(0);
                    }}
                  />
                </FormControl>
                <FormDescription>
                  <Trans>Type "{accountDeletionConfirmation}" to confirm.</Trans>
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          {asks && (
            <FormField
              control={form.control}
              name="proof"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>
                    {asks === 'password' ? <Trans>Current password</Trans> : <Trans>Code</Trans>}
                  </FormLabel>
                  <FormControl>
                    <Input
                      type={asks === 'password' ? 'password' : 'text'}
                      autoComplete={asks === 'password' ? 'current-password' : 'one-time-code'}
                      {...(asks === 'code' ? { inputMode: 'numeric' as const, maxLength: 6 } : {})}
                      {...field}
                      onChange={(event) => {
                        field.onChange(event);
                        setCounter(0);
                      }}
                    />
                  </FormControl>
                  {asks === 'code' && (
                    <FormDescription>
                      <Trans>Type the 6-digit code your authenticator app shows for this account.</Trans>
                    </FormDescription>
                  )}
                  <FormMessage />
                </FormItem>
              )}
            />
          )}
          <div>
            <Button type="submit" variant="destructive" loading={mutation.isPending}>
              {counter === 0 ? (
                <Trans>Delete account</Trans>
              ) : (
                <Trans>Are you sure? Click again to delete</Trans>
              )}
            </Button>
          </div>
        </form>
      </Form>
    </SettingsSection>
  );
};
