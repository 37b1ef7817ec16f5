import { Trans } from '@lingui/react/macro';
import { ArrowRightIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TemplateFan } from '@/features/landing/template-gallery';
import { productName } from '@/lib/product';

/** The first screen: what the product is, the way in (for the session the islands find), and what it makes. */
export const Hero = ({ signedIn }: { signedIn: boolean }) => (
  <section className="relative overflow-hidden">
    <div
      aria-hidden
      className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_60%_at_50%_0%,var(--color-muted),transparent)]"
    />
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 pt-12 pb-10 text-center sm:px-6 sm:pt-28 sm:pb-16">
      <Badge variant="outline" className="rounded-full px-3 py-1">
        <Trans>Free · Open source · No tracking</Trans>
      </Badge>
      <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
        <Trans>A resume builder that respects your privacy</Trans>
      </h1>
      <p className="max-w-xl text-lg text-balance text-muted-foreground">
        <Trans>
          Write, style and share a resume you are proud of. {productName} is free forever, with no ads and
          nothing to install.
        </Trans>
      </p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <Button size="lg" asChild>
          <a href="/dashboard" data-app-link data-session="user" hidden={!signedIn}>
            <Trans>Go to dashboard</Trans>
            <ArrowRightIcon aria-hidden className="rtl:rotate-180" />
          </a>
        </Button>
        <Button size="lg" asChild>
          <a href="/auth/register" data-app-link data-session="guest" hidden={signedIn}>
            <Trans>Get started</Trans>
            <ArrowRightIcon aria-hidden className="rtl:rotate-180" />
          </a>
        </Button>
        <Button size="lg" variant="outline" asChild>
          <a href="#features">
            <Trans>Learn more</Trans>
          </a>
        </Button>
      </div>
    </div>
    {/* On a phone too, smaller: the first screen shows what the product makes. */}
    <div className="relative mx-auto h-44 max-w-4xl overflow-hidden px-4 sm:h-72" data-testid="hero-fan">
      <div className="origin-top max-sm:scale-[0.6]">
        <TemplateFan />
      </div>
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 bottom-0 z-20 h-24 bg-gradient-to-t from-background to-transparent"
      />
    </div>
  </section>
);
