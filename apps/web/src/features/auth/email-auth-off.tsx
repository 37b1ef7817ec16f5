import { Trans } from '@lingui/react/macro';
import { KeyRoundIcon } from 'lucide-react';
import { AuthHeading, BackToSignIn } from './auth-heading';
import { useProviders } from './providers';

/**
 * True once the server has said that it offers no email sign-in (DISABLE_EMAIL_AUTH): then there are no
 * passwords to reset, and the password screens show EmailAuthOff instead of forms it would refuse.
 */
export const useEmailAuthOff = () => {
  const providers = useProviders();
  return providers.settled && !providers.email;
};

export const EmailAuthOff = () => (
  <div role="status" data-testid="email-auth-off">
    <KeyRoundIcon className="mb-4 size-8 text-muted-foreground" aria-hidden />
    <AuthHeading
      title={<Trans>Passwords are not used here</Trans>}
      description={
        <Trans>
          This server signs you in through GitHub or Google only, so there is no password to reset. Go back
          and use one of those buttons.
        </Trans>
      }
    />
    <BackToSignIn />
  </div>
);
