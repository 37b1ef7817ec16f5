import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { userQueryKey, type User } from '@/lib/api/user';
import { safeRedirect } from '@/lib/redirect';
import { localizedResolver } from './schema-messages';

type Values = { code: string };

/** The one-field form of the second sign-in step: a TOTP code or a backup code. */
export const OtpForm = ({
  schema,
  submit,
  label,
  submitLabel,
  inputProps,
  children,
}: {
  schema: z.ZodType<Values, Values>;
  submit: (code: string) => Promise<User>;
  label: ReactNode;
  submitLabel: ReactNode;
  inputProps: { inputMode: 'numeric' | 'text'; maxLength: number; pattern: string; placeholder: string };
  children?: ReactNode;
}) => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const form = useForm<Values>({ resolver: localizedResolver(schema), defaultValues: { code: '' } });
  const mutation = useMutation({
    mutationFn: ({ code }: Values) => submit(code.trim()),
    onSuccess: async (user) => {
      queryClient.setQueryData(userQueryKey, user);
      await navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    },
    onError: () => form.reset({ code: '' }),
  });
  return (
    <Form {...form}>
      <form
        className="grid gap-5"
        noValidate
        aria-label={t`Verify`}
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{label}</FormLabel>
              <FormControl>
                <Input
                  autoComplete="one-time-code"
                  autoFocus
                  autoCapitalize="none"
                  spellCheck={false}
                  className="h-11 text-center font-mono text-lg tracking-[0.3em]"
                  {...inputProps}
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" loading={mutation.isPending} className="w-full">
          {submitLabel}
        </Button>
        {children}
      </form>
    </Form>
  );
};
