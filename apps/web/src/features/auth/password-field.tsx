import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Trans } from '@lingui/react/macro';
import { PasswordInput } from '@/components/password-input';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';

/** A password field with its hint (docs/product.md#auth-screens): the text shows while Control is held. */
export const PasswordField = <T extends FieldValues>({
  control,
  name,
  label,
  labelAside,
  autoComplete = 'current-password',
  hint,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  labelAside?: ReactNode;
  autoComplete?: 'current-password' | 'new-password';
  hint?: ReactNode;
}) => (
  <FormField
    control={control}
    name={name}
    render={({ field }) => (
      <FormItem>
        <div className="flex items-center justify-between gap-2">
          <FormLabel>{label}</FormLabel>
          {labelAside}
        </div>
        <FormControl>
          <PasswordInput autoComplete={autoComplete} {...field} />
        </FormControl>
        <FormDescription>
          {hint ?? <Trans>Hold Ctrl to display your password temporarily.</Trans>}
        </FormDescription>
        <FormMessage />
      </FormItem>
    )}
  />
);
