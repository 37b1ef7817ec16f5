import { Trans } from '@lingui/react/macro';
import { versionLabel } from '@rb/schema';
import { docsUrl, productName } from '@/lib/product';

export const LandingFooter = () => (
  <footer className="border-t">
    <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <p>
        <Trans>{productName} is free and open source, under the MIT license.</Trans>
      </p>
      <p className="flex items-center gap-4">
        <a href={docsUrl} target="_blank" rel="noreferrer" className="underline-offset-4 hover:underline">
          <Trans>API reference</Trans>
        </a>
        <span>{versionLabel}</span>
      </p>
    </div>
  </footer>
);
