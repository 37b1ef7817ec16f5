import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/logo';

/** Shown when a page fails to load (for example a chunk that is gone after a deploy). */
export const RouteError = () => {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <main className="grid min-h-dvh place-items-center p-6">
      <div className="flex max-w-md flex-col items-center gap-6 text-center">
        <Logo />
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight">
            <Trans>Something went wrong</Trans>
          </h1>
          <p className="text-muted-foreground">
            <Trans>This page could not be shown. Reloading usually helps.</Trans>
            {status ? ` (${status})` : null}
          </p>
        </div>
        <div className="flex gap-2">
          <Button onClick={() => window.location.reload()}>
            <Trans>Reload</Trans>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/">
              <Trans>Go home</Trans>
            </Link>
          </Button>
        </div>
      </div>
    </main>
  );
};
