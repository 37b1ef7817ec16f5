import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import { createOpenAiSettingsSchema } from '@rb/schema/validation/settings';
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
import { aiDefaults, aiStorageKeys } from '@/features/builder/ai-settings';
import { DirtyActions } from './dirty-actions';
import { SettingsSection } from './settings-section';

type Values = { apiKey: string; baseUrl: string; model: string };

// docs/product.md#ai-help: the key never leaves this browser: it lives in localStorage only, never on the server.
const readStored = (): Values => ({
  apiKey: localStorage.getItem(aiStorageKeys.key) ?? '',
  baseUrl: localStorage.getItem(aiStorageKeys.baseUrl) ?? '',
  model: localStorage.getItem(aiStorageKeys.model) ?? '',
});

const store = (key: string, value: string) =>
  value ? localStorage.setItem(key, value) : localStorage.removeItem(key);

export const OpenAiSection = () => {
  const { t } = useLingui();
  const [stored, setStored] = useState(readStored);
  const schema = createOpenAiSettingsSchema({
    key: t`That does not look like an OpenAI key: it starts with sk- followed by letters and digits.`,
    baseUrl: t`enter a valid url`,
  });
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: stored });

  const save = (values: Values) => {
    store(aiStorageKeys.key, values.apiKey.trim());
    store(aiStorageKeys.baseUrl, values.baseUrl.trim().replace(/\/+$/, ''));
    store(aiStorageKeys.model, values.model.trim());
    const next = readStored();
    setStored(next);
    form.reset(next);
    toast.success(t`Your OpenAI settings are saved in this browser.`);
  };

  const remove = () => {
    for (const key of Object.values(aiStorageKeys)) localStorage.removeItem(key);
    const next = readStored();
    setStored(next);
    form.reset(next);
    toast.success(t`Your OpenAI key has been removed from this browser.`);
  };

  return (
    <SettingsSection
      id="openai"
      title={<Trans>OpenAI integration</Trans>}
      description={
        <Trans>
          Your own key enables the writing assistant. It is kept only in this browser and sent only to the
          provider below, never to our server. Any OpenAI-compatible service works, including one running on
          your computer.
        </Trans>
      }
    >
      <Form {...form}>
        <form
          className="grid gap-5"
          noValidate
          aria-label={t`OpenAI integration`}
          onSubmit={form.handleSubmit(save)}
        >
          <FormField
            control={form.control}
            name="apiKey"
            render={({ field }) => (
              <FormItem>
                <FormLabel>
                  <Trans>API key</Trans>
                </FormLabel>
                <FormControl>
                  <Input
                    type="password"
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="sk-…"
                    {...field}
                  />
                </FormControl>
                <FormDescription>
                  <Trans>
                    OpenAI keys start with sk-. With a base URL of your own, enter that service's key, or
                    leave it empty if it needs none.
                  </Trans>
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="baseUrl"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>
                    <Trans>Base URL (optional)</Trans>
                  </FormLabel>
                  <FormControl>
                    <Input type="url" spellCheck={false} placeholder={aiDefaults.baseUrl} {...field} />
                  </FormControl>
                  <FormDescription>
                    <Trans>For example http://localhost:11434/v1 for a local model.</Trans>
                  </FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="model"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>
                    <Trans>Model (optional)</Trans>
                  </FormLabel>
                  <FormControl>
                    <Input spellCheck={false} placeholder={aiDefaults.model} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <DirtyActions form={form} />
            {(stored.apiKey || stored.baseUrl) && !form.formState.isDirty && (
              <Button type="button" variant="outline" onClick={remove}>
                <Trans>Remove key</Trans>
              </Button>
            )}
          </div>
        </form>
      </Form>
    </SettingsSection>
  );
};
