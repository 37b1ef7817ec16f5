import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { MailCheckIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AuthHeading } from './auth-heading';

/** Without a token: ask the user to check their mail (spec §2); the token flow comes with the auth change. */
export const Component = () => (
  <>
    <MailCheckIcon className="mb-4 size-8 text-muted-foreground" aria-hidden />
    <AuthHeading
      title={<Trans>Check your inbox</Trans>}
      description={<Trans>We sent you an email with a link. Open it to verify your address.</Trans>}
    />
    <Button variant="outline" asChild className="w-full">
      <Link to="/dashboard">
        <Trans>Continue to the dashboard</Trans>
      </Link>
    </Button>
  </>
);
