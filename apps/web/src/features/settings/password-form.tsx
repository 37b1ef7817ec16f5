import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import { newPasswordSchema, updatePasswordSchema } from '@rb/schema/validation/account';
import type { z } from 'zod';
import { Form } from '@/components/ui/form';
import { PasswordField } from '@/features/auth/password-field';
import { localizedResolver } from '@/features/auth/schema-messages';
import { DirtyActions } from './dirty-actions';
import { changePassword } from './settings-api';

// The mismatch rule of @rb/schema (reported under the confirm field), plus the contract's current password.
const passwordChangeSchema = newPasswordSchema.safeExtend({
  currentPassword: updatePasswordSchema.shape.currentPassword,
});
type Values = z.infer<typeof passwordChangeSchema>;
const empty: Values = { currentPassword: '', password: '', confirmPassword: '' };

export const PasswordForm = () => {
  const { t } = useLingui();
  const form = useForm<Values>({
    resolver: localizedResolver(passwordChangeSchema),
    defaultValues: empty,
  });
  const mutation = useMutation({
    mutationFn: ({ currentPassword, password }: Values) => changePassword({ currentPassword, password }),
    onSuccess: () => {
      form.reset(empty);
      toast.success(t`Your password has been changed. Other devices have been signed out.`);
    },
    onError: () => form.reset(empty),
  });
  return (
    <Form {...form}>
      <form
        className="grid gap-5"
        noValidate
        aria-label={t`Change password`}
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        <PasswordField
          control={form.control}
          name="currentPassword"
          label={<Trans>Current password</Trans>}
        />
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <PasswordField
            control={form.control}
            name="password"
            label={<Trans>New password</Trans>}
            autoComplete="new-password"
            hint={<Trans>At least 6 characters.</Trans>}
          />
          <PasswordField
            control={form.control}
            name="confirmPassword"
            label={<Trans>Confirm new password</Trans>}
            autoComplete="new-password"
            hint={<Trans>Hold Ctrl to display it.</Trans>}
          />
        </div>
        <DirtyActions form={form} pending={mutation.isPending} />
      </form>
    </Form>
  );
};
