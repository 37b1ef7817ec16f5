import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ArrowRightIcon,
  FileDownIcon,
  GlobeIcon,
  LayoutTemplateIcon,
  LockKeyholeIcon,
  ServerIcon,
  Share2Icon,
} from 'lucide-react';
import { languages } from '@rb/i18n';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { SiteHeader } from '@/components/layout/site-header';
import { useUser } from '@/hooks/use-user';
import { docsUrl, productName, productVersion } from '@/lib/product';

const Feature = ({ icon: Icon, title, body }: { icon: typeof GlobeIcon; title: string; body: string }) => (
  <li className="flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-xs">
    <span className="grid size-10 place-items-center rounded-lg bg-secondary">
      <Icon className="size-5" aria-hidden />
    </span>
    <h3 className="font-semibold">{title}</h3>
    <p className="text-sm leading-relaxed text-muted-foreground">{body}</p>
  </li>
);

export const Component = () => {
  const { t } = useLingui();
  const { user } = useUser();
  const languageCount = languages.length;

  const features = [
    {
      icon: LockKeyholeIcon,
      title: t`Private by design`,
      body: t`No tracking and no ads. Your data stays on the server you choose.`,
    },
    {
      icon: LayoutTemplateIcon,
      title: t`Twelve templates`,
      body: t`Switch the look at any time; your content stays as it is.`,
    },
    {
      icon: FileDownIcon,
      title: t`PDF and JSON export`,
      body: t`Download a print-ready PDF, or take your data with you as JSON.`,
    },
    {
      icon: Share2Icon,
      title: t`Share a public link`,
      body: t`Publish your resume at your own address and see how often it is viewed.`,
    },
    {
      icon: GlobeIcon,
      title: t`Available in ${languageCount} languages`,
      body: t`Use the app in your language, including right-to-left scripts.`,
    },
    {
      icon: ServerIcon,
      title: t`Free and open source`,
      body: t`Use it here or host it yourself with a single command.`,
    },
  ];

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex-1">
        <section className="relative overflow-hidden">
          <div
            aria-hidden
            className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_60%_at_50%_0%,var(--color-muted),transparent)]"
          />
          <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 pt-20 pb-16 text-center sm:px-6 sm:pt-28">
            <Badge variant="outline" className="rounded-full px-3 py-1">
              <Trans>Free · Open source · No tracking</Trans>
            </Badge>
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
              <Trans>A resume builder that respects your privacy</Trans>
            </h1>
            <p className="max-w-xl text-lg text-balance text-muted-foreground">
              <Trans>
                Write, style and share a resume you are proud of. {productName} is free forever, with no ads
                and nothing to install.
              </Trans>
            </p>
            <div className="flex flex-wrap items-center justify-center gap-3">
              {user ? (
                <Button size="lg" asChild>
                  <Link to="/dashboard">
                    <Trans>Go to dashboard</Trans>
                    <ArrowRightIcon aria-hidden className="rtl:rotate-180" />
                  </Link>
                </Button>
              ) : (
                <Button size="lg" asChild>
                  <Link to="/auth/register">
                    <Trans>Get started</Trans>
                    <ArrowRightIcon aria-hidden className="rtl:rotate-180" />
                  </Link>
                </Button>
              )}
              <Button size="lg" variant="outline" asChild>
                <a href={docsUrl} target="_blank" rel="noreferrer">
                  <Trans>Learn more</Trans>
                </a>
              </Button>
            </div>
          </div>
        </section>

        <section aria-labelledby="features" className="mx-auto max-w-6xl px-4 pb-24 sm:px-6">
          <div className="mb-10 max-w-2xl">
            <h2 id="features" className="text-2xl font-semibold tracking-tight sm:text-3xl">
              <Trans>Everything you need, nothing you don’t</Trans>
            </h2>
            <p className="mt-2 text-muted-foreground">
              <Trans>The essentials of a great resume, without a paywall.</Trans>
            </p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {features.map((feature) => (
              <Feature key={feature.title} {...feature} />
            ))}
          </ul>
        </section>
      </main>
      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            <Trans>{productName} is free and open source, under the MIT license.</Trans>
          </p>
          <p>v{productVersion}</p>
        </div>
      </footer>
    </div>
  );
};
