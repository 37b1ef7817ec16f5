import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import { ArrowLeftIcon, CopyIcon, DownloadIcon } from 'lucide-react';
import { qrCodeSize } from '@rb/schema/constants/ui';
import { twoFactorDialogSchema } from '@rb/schema/validation/two-factor';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { userQueryKey } from '@/lib/api/user';
import { localizedResolver } from '@/features/auth/schema-messages';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './settings-api';

/** docs/product.md#two-factor-setup: create (QR code) → update (enter the code) → duplicate (backup codes) → close; or delete. */
export type TwoFactorMode = 'create' | 'update' | 'duplicate' | 'delete';

// docs/product.md#accounts: in this dialog the code may also be empty. An empty code is sent as it is, and the enable
// call answers it with InvalidTwoFactorCode, as it does a wrong one (its contract takes any short
// string), so the user reads "that code is not correct" rather than a validation error.
const codeSchema = z.object({ code: twoFactorDialogSchema.shape.code.unwrap() });
type CodeValues = { code: string };

/** Drawn here from the URI, never by a third-party service: the URI holds the secret. */
const qrSvg = async (uri: string) => {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', width: qrCodeSize, margin: 1 });
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
};

const copy = async (text: string, done: string) => {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    // Without clipboard access the text stays selectable on screen.
  }
};

export const TwoFactorDialog = ({
  mode: openedMode,
  onClose,
}: {
  mode: 'create' | 'delete' | null;
  onClose: () => void;
}) => {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<TwoFactorMode>(openedMode ?? 'create');
  const [uri, setUri] = useState('');
  const [qr, setQr] = useState('');
  const [backupCodes, setBackupCodes] = useState<string[]>([]);
  const form = useForm<CodeValues>({ resolver: localizedResolver(codeSchema), defaultValues: { code: '' } });

  const refreshUser = () => queryClient.invalidateQueries({ queryKey: userQueryKey });

  const setup = useMutation({
    mutationFn: setupTwoFactor,
    onSuccess: async ({ message }) => {
      setUri(message);
      setQr(await qrSvg(message));
    },
    onError: onClose,
  });
  const enable = useMutation({
    mutationFn: ({ code }: CodeValues) => enableTwoFactor(code),
    onSuccess: async ({ backupCodes: codes }) => {
      // A "wrong code" toast from an earlier try would otherwise sit over the codes, telling the opposite.
      toast.dismiss();
      setBackupCodes(codes);
      setMode('duplicate');
      await refreshUser();
    },
    onError: () => form.reset({ code: '' }),
  });
  // A session alone cannot turn it off: a current code proves the authenticator is at hand (ADR 0010).
  const disable = useMutation({
    mutationFn: ({ code }: CodeValues) => disableTwoFactor({ code }),
    onSuccess: async () => {
      toast.success(t`Two-factor authentication has been turned off.`);
      await refreshUser();
      onClose();
    },
    onError: () => form.reset({ code: '' }),
  });

  // Each opening starts over: a fresh secret for create, nothing kept from a previous run.
  const { mutate: startSetup, reset: resetSetup } = setup;
  useEffect(() => {
    if (!openedMode) return;
    setMode(openedMode);
    setBackupCodes([]);
    form.reset({ code: '' });
    if (openedMode === 'create') startSetup();
    else resetSetup();
  }, [openedMode, startSetup, resetSetup, form]);

  const codeField = (
    <FormField
      control={form.control}
      name="code"
      render={({ field }) => (
        <FormItem>
          <FormLabel>
            <Trans>Code</Trans>
          </FormLabel>
          <FormControl>
            <Input
              autoFocus
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              placeholder="123456"
              className="h-11 text-center font-mono text-lg tracking-[0.3em]"
              {...field}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  const downloadCodes = () => {
    const url = URL.createObjectURL(new Blob([`${backupCodes.join('\n')}\n`], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'backup-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Dialog open={openedMode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="two-factor-dialog" data-mode={mode}>
        {mode === 'delete' ? (
          <Form {...form}>
            <form
              className="grid gap-4"
              noValidate
              onSubmit={form.handleSubmit((values) => disable.mutate(values))}
            >
              <DialogHeader>
                <DialogTitle>
                  <Trans>Turn off two-factor authentication?</Trans>
                </DialogTitle>
                <DialogDescription>
                  <Trans>
                    Signing in will then ask for your password only. Your backup codes stop working. To
                    confirm, type the code your authenticator app shows now.
                  </Trans>
                </DialogDescription>
              </DialogHeader>
              {codeField}
              <DialogFooter>
                <Button type="button" variant="ghost" onClick={onClose}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" variant="destructive" loading={disable.isPending}>
                  <Trans>Turn off</Trans>
                </Button>
              </DialogFooter>
            </form>
          </Form>
        ) : mode === 'create' ? (
          <>
            <DialogHeader>
              <DialogTitle>
                <Trans>Set up two-factor authentication</Trans>
              </DialogTitle>
              <DialogDescription>
                <Trans>
                  Scan this QR code with your authenticator app, or copy the address below into it. Then
                  continue to enter the code it shows.
                </Trans>
              </DialogDescription>
            </DialogHeader>
            <div className="grid justify-items-center gap-4">
              {/* content-box: the code itself gets its 256 px (docs/product.md#dialogs); padding and border come on top. */}
              <div className="box-content grid size-[256px] place-items-center rounded-lg border bg-white p-2">
                {qr ? (
                  <img
                    src={qr}
                    width={qrCodeSize}
                    height={qrCodeSize}
                    alt={t`QR code for your authenticator app`}
                    data-testid="two-factor-qr"
                  />
                ) : (
                  <span className="text-sm text-muted-foreground">
                    <Trans>Preparing…</Trans>
                  </span>
                )}
              </div>
              <div className="flex w-full items-center gap-2">
                <Input
                  readOnly
                  value={uri}
                  aria-label={t`Setup address`}
                  data-testid="two-factor-uri"
                  className="font-mono text-xs"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  disabled={!uri}
                  aria-label={t`Copy the setup address`}
                  onClick={() => void copy(uri, t`Copied to the clipboard.`)}
                >
                  <CopyIcon aria-hidden />
                </Button>
              </div>
            </div>
            <DialogFooter>
              <Button disabled={!uri} onClick={() => setMode('update')}>
                <Trans>Continue</Trans>
              </Button>
            </DialogFooter>
          </>
        ) : mode === 'update' ? (
          <Form {...form}>
            <form
              className="grid gap-4"
              noValidate
              onSubmit={form.handleSubmit((values) => enable.mutate(values))}
            >
              <DialogHeader>
                <DialogTitle>
                  <Trans>Enter the code</Trans>
                </DialogTitle>
                <DialogDescription>
                  <Trans>Type the 6-digit code your authenticator app shows for this account.</Trans>
                </DialogDescription>
              </DialogHeader>
              {codeField}
              <DialogFooter>
                <Button type="button" variant="ghost" onClick={() => setMode('create')}>
                  <ArrowLeftIcon aria-hidden />
                  <Trans>Back</Trans>
                </Button>
                <Button type="submit" loading={enable.isPending}>
                  <Trans>Turn on</Trans>
                </Button>
              </DialogFooter>
            </form>
          </Form>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>
                <Trans>Save your backup codes</Trans>
              </DialogTitle>
              <DialogDescription>
                <Trans>
                  Two-factor authentication is on. If you lose your authenticator, each of these codes signs
                  you in once. They are shown only now: keep them somewhere safe.
                </Trans>
              </DialogDescription>
            </DialogHeader>
            <ul
              className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/50 p-4 font-mono text-sm"
              data-testid="backup-codes"
            >
              {backupCodes.map((code) => (
                <li key={code} className="text-center">
                  {code}
                </li>
              ))}
            </ul>
            <DialogFooter>
              <Button
                variant="outline"
                onClick={() => void copy(backupCodes.join('\n'), t`Copied to the clipboard.`)}
              >
                <CopyIcon aria-hidden />
                <Trans>Copy</Trans>
              </Button>
              <Button variant="outline" onClick={downloadCodes}>
                <DownloadIcon aria-hidden />
                <Trans>Download</Trans>
              </Button>
              <Button onClick={onClose}>
                <Trans>Close</Trans>
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
};
