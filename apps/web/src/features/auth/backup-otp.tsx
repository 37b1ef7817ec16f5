import { Link, useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ArrowLeftIcon } from 'lucide-react';
import { backupCodeBodySchema } from '@rb/schema/validation/two-factor';
import { Button } from '@/components/ui/button';
import { AuthHeading } from './auth-heading';
import { verifyBackupCode } from './auth-api';
import { OtpForm } from './otp-form';
import { withRedirect } from './with-redirect';

export const Component = () => {
  const [searchParams] = useSearchParams();
  return (
    <>
      <AuthHeading
        title={<Trans>Use a backup code</Trans>}
        description={
          <Trans>
            Enter one of the backup codes you saved when you turned on two-factor authentication. Each code
            works once.
          </Trans>
        }
      />
      <OtpForm
        schema={backupCodeBodySchema}
        submit={verifyBackupCode}
        label={<Trans>Backup code</Trans>}
        submitLabel={<Trans>Continue</Trans>}
        inputProps={{ inputMode: 'text', maxLength: 10, pattern: '[a-z0-9]{10}', placeholder: 'a1b2c3d4e5' }}
      >
        <Button variant="ghost" asChild className="w-full">
          <Link to={withRedirect('/auth/verify-otp', searchParams.get('redirect'))}>
            <ArrowLeftIcon aria-hidden />
            <Trans>Back</Trans>
          </Link>
        </Button>
      </OtpForm>
    </>
  );
};
