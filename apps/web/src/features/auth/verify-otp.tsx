import { Link, useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { twoFactorCodeBodySchema } from '@rb/schema/validation/two-factor';
import { Button } from '@/components/ui/button';
import { AuthHeading } from './auth-heading';
import { verifyOtp } from './auth-api';
import { OtpForm } from './otp-form';
import { withRedirect } from './with-redirect';

export const Component = () => {
  const [searchParams] = useSearchParams();
  return (
    <>
      <AuthHeading
        title={<Trans>Two-factor authentication</Trans>}
        description={<Trans>Enter the 6-digit code from your authenticator app to continue.</Trans>}
      />
      <OtpForm
        schema={twoFactorCodeBodySchema}
        submit={verifyOtp}
        label={<Trans>Code</Trans>}
        submitLabel={<Trans>Continue</Trans>}
        inputProps={{ inputMode: 'numeric', maxLength: 6, pattern: '[0-9]{6}', placeholder: '123456' }}
      >
        {/* Wraps on a phone: one line of it is wider than the screen. */}
        <Button
          variant="link"
          asChild
          className="h-auto justify-self-center whitespace-normal p-0 text-center text-muted-foreground"
        >
          <Link to={withRedirect('/auth/backup-otp', searchParams.get('redirect'))}>
            <Trans>Lost access to your authenticator? Use a backup code</Trans>
          </Link>
        </Button>
      </OtpForm>
    </>
  );
};
