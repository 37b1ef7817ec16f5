import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { ShieldCheckIcon, ShieldOffIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { User } from '@/lib/api/user';
import { PasswordForm } from './password-form';
import { SettingsSection } from './settings-section';
import { TwoFactorDialog } from './two-factor-dialog';

export const SecuritySection = ({ user }: { user: User }) => {
  const [dialog, setDialog] = useState<'create' | 'delete' | null>(null);
  return (
    <SettingsSection
      id="security"
      title={<Trans>Security</Trans>}
      description={<Trans>Your password and two-factor authentication.</Trans>}
    >
      <div className="grid gap-8">
        {/* A social account gets a password through "forgot password" (ADR 0003); from then on it can change it here. */}
        {user.hasPassword ? (
          <PasswordForm />
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>
              You sign in with {user.provider === 'github' ? 'GitHub' : 'Google'}, so this account has no
              password to change.
            </Trans>
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border p-4">
          <div className="space-y-1">
            <p className="flex items-center gap-2 text-sm font-medium">
              <Trans>Two-factor authentication</Trans>
              {user.twoFactorEnabled ? (
                <Badge variant="success">
                  <Trans>On</Trans>
                </Badge>
              ) : (
                <Badge variant="secondary">
                  <Trans>Off</Trans>
                </Badge>
              )}
            </p>
            <p className="text-sm text-muted-foreground">
              <Trans>Ask for a code from an authenticator app after the password.</Trans>
            </p>
          </div>
          {user.twoFactorEnabled ? (
            <Button variant="outline" onClick={() => setDialog('delete')}>
              <ShieldOffIcon aria-hidden />
              <Trans>Turn off</Trans>
            </Button>
          ) : (
            <Button variant="outline" onClick={() => setDialog('create')}>
              <ShieldCheckIcon aria-hidden />
              <Trans>Turn on</Trans>
            </Button>
          )}
        </div>
      </div>
      <TwoFactorDialog mode={dialog} onClose={() => setDialog(null)} />
    </SettingsSection>
  );
};
