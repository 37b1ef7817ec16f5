import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@rb/i18n';
import type { ApiKeyDto, ApiKeyScope } from '@rb/schema';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SettingsSection } from './settings-section';
import { apiKeysQueryKey, createApiKey, listApiKeys, revokeApiKey } from './api-keys-api';

const expiryChoices = ['never', '30', '90', '365'] as const;
type Expiry = (typeof expiryChoices)[number];
const isExpiry = (value: string): value is Expiry => (expiryChoices as readonly string[]).includes(value);
const isScope = (value: string): value is ApiKeyScope => value === 'read' || value === 'read-write';

const expiresAtOf = (expiry: Expiry): string | undefined =>
  expiry === 'never' ? undefined : new Date(Date.now() + Number(expiry) * 86_400_000).toISOString();

/** Keys for scripts and assistants (docs/api.md): made here, shown once, revoked at once. */
export const ApiKeysSection = () => {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [expiry, setExpiry] = useState<Expiry>('never');
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const keys = useQuery({ queryKey: apiKeysQueryKey, queryFn: listApiKeys });
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });

  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: async (key) => {
      setCreated({ name: key.name, key: key.key });
      setName('');
      await refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (key: ApiKeyDto) => revokeApiKey(key.id),
    onSuccess: async (_result, key) => {
      toast.success(t`The key "${key.name}" has been revoked.`);
      await refresh();
    },
  });

  const copy = async (key: string) => {
    await navigator.clipboard.writeText(key);
    toast.success(t`The key has been copied.`);
  };

  const when = (date: Date | null, fallback: string) => (date ? formatDateTime(date, i18n.locale) : fallback);

  return (
    <SettingsSection
      id="api-keys"
      title={<Trans>API keys</Trans>}
      description={
        <Trans>
          Keys let scripts and AI assistants work on your resumes through the API and its MCP server. A key
          reaches your resumes only, never your account; a read key cannot change anything.
        </Trans>
      }
    >
      <form
        className="grid gap-4"
        noValidate
        aria-label={t`Create an API key`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return;
          create.mutate({ name: name.trim(), scope, expiresAt: expiresAtOf(expiry) });
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor="api-key-name">
            <Trans>Name</Trans>
          </Label>
          <Input
            id="api-key-name"
            autoComplete="off"
            maxLength={100}
            placeholder={t`For example: Claude on my laptop`}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="api-key-scope">
              <Trans>Access</Trans>
            </Label>
            <Select value={scope} onValueChange={(value) => isScope(value) && setScope(value)}>
              <SelectTrigger id="api-key-scope">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="read">{t`Read only`}</SelectItem>
                <SelectItem value="read-write">{t`Read and write`}</SelectItem>
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="api-key-expiry">
              <Trans>Expires</Trans>
            </Label>
            <Select value={expiry} onValueChange={(value) => isExpiry(value) && setExpiry(value)}>
              <SelectTrigger id="api-key-expiry">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="never">{t`Never`}</SelectItem>
                <SelectItem value="30">{t`In 30 days`}</SelectItem>
                <SelectItem value="90">{t`In 90 days`}</SelectItem>
                <SelectItem value="365">{t`In a year`}</SelectItem>
              </SelectContent>
            </Select>
          </div>
        </div>
        <div>
          <Button type="submit" disabled={!name.trim()} loading={create.isPending}>
            <Trans>Create key</Trans>
          </Button>
        </div>
      </form>

      {created && (
        <div role="status" className="mt-6 grid gap-2 rounded-md border border-primary/40 bg-primary/5 p-4">
          <p className="text-sm font-medium">
            <Trans>Your new key "{created.name}". Copy it now: it is not shown again.</Trans>
          </p>
          <div className="flex gap-2">
            <Input readOnly aria-label={t`New API key`} value={created.key} className="font-mono" />
            <Button type="button" variant="outline" onClick={() => void copy(created.key)}>
              <Trans>Copy</Trans>
            </Button>
          </div>
          <div>
            <Button type="button" variant="ghost" size="sm" onClick={() => setCreated(null)}>
              <Trans>Done</Trans>
            </Button>
          </div>
        </div>
      )}

      {keys.data && keys.data.length > 0 && (
        <ul aria-label={t`Your API keys`} className="mt-6 divide-y rounded-md border">
          {keys.data.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0 space-y-1">
                <p className="text-sm font-medium">
                  {key.name} <span className="font-mono text-xs text-muted-foreground">{key.prefix}_…</span>
                </p>
                <p className="text-xs text-muted-foreground">
                  {key.scope === 'read' ? t`Read only` : t`Read and write`} ·{' '}
                  <Trans>Created {formatDateTime(key.createdAt, i18n.locale)}</Trans> ·{' '}
                  <Trans>Last used {when(key.lastUsedAt, t`never`)}</Trans> ·{' '}
                  <Trans>Expires {when(key.expiresAt, t`never`)}</Trans>
                </p>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                loading={revoke.isPending && revoke.variables?.id === key.id}
                onClick={() => revoke.mutate(key)}
                aria-label={t`Revoke ${key.name}`}
              >
                <Trans>Revoke</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
};
