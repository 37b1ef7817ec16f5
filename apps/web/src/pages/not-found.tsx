import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/logo';

export const Component = () => (
  <main className="grid min-h-dvh place-items-center p-6">
    <div className="flex max-w-md flex-col items-center gap-6 text-center">
      <Link to="/" className="rounded-md">
        <Logo />
      </Link>
      <p className="text-7xl font-bold tracking-tighter text-muted-foreground">404</p>
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">
          <Trans>Page not found</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </p>
      </div>
      <Button asChild>
        <Link to="/">
          <Trans>Go home</Trans>
        </Link>
      </Button>
    </div>
  </main>
);
