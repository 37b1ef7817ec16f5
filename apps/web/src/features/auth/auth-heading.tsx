import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ArrowLeftIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

export const AuthHeading = ({ title, description }: { title: ReactNode; description?: ReactNode }) => (
  <div className="mb-8 space-y-2">
    <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
    {description && <p className="text-sm text-muted-foreground">{description}</p>}
  </div>
);

export const textLinkClassName = 'font-medium text-foreground underline-offset-4 hover:underline';

/** The way back from the password screens to the sign-in form. */
export const BackToSignIn = ({ variant = 'outline' }: { variant?: 'outline' | 'ghost' }) => (
  <Button variant={variant} asChild className="w-full">
    <Link to="/auth/login">
      <ArrowLeftIcon aria-hidden />
      <Trans>Back to sign in</Trans>
    </Link>
  </Button>
);
