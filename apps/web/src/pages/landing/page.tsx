import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ArrowRightIcon,
  FileDownIcon,
  GlobeIcon,
  LayoutTemplateIcon,
  LockKeyholeIcon,
  ServerIcon,
  Share2Icon,
  BookOpenIcon,
  BugIcon,
  StarIcon,
  LanguagesIcon,
  MessageCircleQuestionIcon,
} from 'lucide-react';
import { languages } from '@rb/i18n';
import { versionLabel } from '@rb/schema';
import { api } from '@/lib/api/client';
import { Contributors } from '@/features/landing/contributors';
import { Counters } from '@/features/landing/counters';
import { Faq } from '@/features/landing/faq';
import { PromotionBanner } from '@/features/landing/promotion-banner';
import { Testimonials } from '@/features/landing/testimonials';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { SiteHeader } from '@/components/layout/site-header';
import { useUser } from '@/hooks/use-user';
import { docsUrl, productName, projectUrl } from '@/lib/product';

const Feature = ({ icon: Icon, title, body }: { icon: typeof GlobeIcon; title: string; body: string }) => (
  <li className="flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-xs">
    <span className="grid size-10 place-items-center rounded-lg bg-secondary">
      <Icon className="size-5" aria-hidden />
    </span>
    <h3 className="font-semibold">{title}</h3>
    <p className="text-sm leading-relaxed text-muted-foreground">{body}</p>
  </li>
);

const Section = ({
  id,
  title,
  description,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) => (
  <section aria-labelledby={id} className={className ?? 'mx-auto max-w-6xl px-4 py-20 sm:px-6'}>
    <div className="mb-10 max-w-2xl">
      <h2 id={id} className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {description && <p className="mt-2 text-muted-foreground">{description}</p>}
    </div>
    {children}
  </section>
);

const SupportLink = ({
  href,
  icon: Icon,
  title,
  body,
  sameTab = false,
}: {
  href: string;
  icon: typeof GlobeIcon;
  title: string;
  body: string;
  /** A place on this page rather than another site. */
  sameTab?: boolean;
}) => (
  <li>
    <a
      href={href}
      {...(sameTab ? {} : { target: '_blank', rel: 'noreferrer' })}
      className="flex h-full items-start gap-4 rounded-xl border bg-card p-5 transition-colors hover:bg-accent/50"
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <span>
        <span className="block font-medium">{title}</span>
        <span className="text-sm text-muted-foreground">{body}</span>
      </span>
    </a>
  </li>
);

// The gallery renders the sample document, which brings the schema package; it loads after first paint.
const TemplateGallery = lazy(() =>
  import('@/features/landing/template-gallery').then((module) => ({ default: module.TemplateGallery })),
);

const TemplateFan = lazy(() =>
  import('@/features/landing/template-gallery').then((module) => ({ default: module.TemplateFan })),
);

/** The number of interface languages, as the server lists them (the bundled list until it answers). */
const useLanguageCount = () => {
  const { data } = useQuery({
    queryKey: ['translation', 'languages'],
    // Only the count is shown, so the answer is not parsed further.
    queryFn: () => api<unknown[]>('/translation/languages', { auth: 'none' }),
    meta: { silent: true },
  });
  return Array.isArray(data) ? data.length : languages.length;
};

/** The landing page (docs/product.md#landing-page); `now` is its clock (the one-day banner reads it), injected by tests. */
export const LandingPage = ({ now = () => new Date() }: { now?: () => Date }) => {
  const { t } = useLingui();
  const { user } = useUser();
  const languageCount = useLanguageCount();
  const project = projectUrl();

  const features = [
    {
      icon: LockKeyholeIcon,
      title: t`Private by design`,
      body: t`No tracking and no ads. Your data stays on the server you choose.`,
    },
    {
      icon: LayoutTemplateIcon,
      title: t`Fifteen templates`,
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
      <PromotionBanner now={now()} />
      <SiteHeader />
      <main className="flex-1">
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
                <a href="#features">
                  <Trans>Learn more</Trans>
                </a>
              </Button>
            </div>
          </div>
          {/* On a phone too, smaller: the first screen shows what the product makes. */}
          <div
            className="relative mx-auto h-44 max-w-4xl overflow-hidden px-4 sm:h-72"
            data-testid="hero-fan"
          >
            <div className="origin-top max-sm:scale-[0.6]">
              <Suspense fallback={null}>
                <TemplateFan />
              </Suspense>
            </div>
            <div
              aria-hidden
              className="pointer-events-none absolute inset-x-0 bottom-0 z-20 h-24 bg-gradient-to-t from-background to-transparent"
            />
          </div>
        </section>

        <Section
          id="features"
          title={<Trans>Everything you need, nothing you don’t</Trans>}
          description={<Trans>The essentials of a great resume, without a paywall.</Trans>}
          className="mx-auto max-w-6xl px-4 pt-12 pb-20 sm:px-6"
        >
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {features.map((feature) => (
              <Feature key={feature.title} {...feature} />
            ))}
          </ul>
        </Section>

        <div className="border-y bg-muted/30">
          <Section
            id="templates"
            title={<Trans>Templates for every kind of career</Trans>}
            description={
              <Trans>Fifteen designs, each one print-ready. Switch at any time from the builder.</Trans>
            }
          >
            <Suspense fallback={<div className="h-[22rem]" />}>
              <TemplateGallery />
            </Suspense>
          </Section>
        </div>

        <section aria-label={t`In numbers`} className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <Counters />
          <p className="mt-10 text-center text-sm text-muted-foreground">
            <Trans>The interface speaks {languageCount} languages.</Trans>
          </p>
        </section>

        <Section
          id="testimonials"
          title={<Trans>What people say</Trans>}
          className="mx-auto max-w-6xl px-4 pb-20 sm:px-6"
        >
          <Testimonials />
        </Section>

        <div className="border-t bg-muted/30">
          <Section
            id="faq"
            title={<Trans>Frequently asked questions</Trans>}
            className="mx-auto max-w-3xl px-4 py-20 sm:px-6"
          >
            <Faq />
          </Section>
        </div>

        <Section
          id="support"
          title={<Trans>Support the project</Trans>}
          description={
            project ? (
              <Trans>{productName} is made by volunteers. Here is how you can help.</Trans>
            ) : (
              <Trans>{productName} is made by volunteers. Tell others about it, and find help here.</Trans>
            )
          }
        >
          {/* The project's own pages only when the deployment names its home (PROJECT_URL). */}
          <ul
            className={
              project ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4' : 'grid max-w-3xl gap-4 sm:grid-cols-2'
            }
          >
            {project && (
              <>
                <SupportLink
                  href={project}
                  icon={StarIcon}
                  title={t`Star the code`}
                  body={t`Follow releases and spread the word.`}
                />
                <SupportLink
                  href={project}
                  icon={BugIcon}
                  title={t`Report a problem`}
                  body={t`Tell us what broke and how to see it.`}
                />
                <SupportLink
                  href={project}
                  icon={LanguagesIcon}
                  title={t`Translate`}
                  body={t`Bring the app to your language.`}
                />
              </>
            )}
            <SupportLink
              href={docsUrl}
              icon={BookOpenIcon}
              title={t`Read the API docs`}
              body={t`Every call of this server, to script it or build on it.`}
            />
            {!project && (
              <SupportLink
                href="#faq"
                icon={MessageCircleQuestionIcon}
                title={t`Read the answers`}
                body={t`What is free, where your data lives, and how to host it.`}
                sameTab
              />
            )}
          </ul>
        </Section>

        <Section
          id="contributors"
          title={<Trans>Made by its community</Trans>}
          className="mx-auto max-w-6xl px-4 pb-24 sm:px-6"
        >
          <Contributors />
        </Section>
      </main>
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
    </div>
  );
};

export const Component = () => <LandingPage />;
