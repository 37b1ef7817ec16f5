import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { AuthHeading } from './auth-heading';

/** Holds the place of an auth screen whose form is added by a later change. */
export const ScreenPlaceholder = ({ title, description }: { title: ReactNode; description: ReactNode }) => (
  <>
    <AuthHeading title={title} description={description} />
    <Button variant="outline" asChild className="w-full">
      <Link to="/auth/login">
        <Trans>Back to sign in</Trans>
      </Link>
    </Button>
  </>
);
