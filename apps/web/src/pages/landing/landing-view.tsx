import { Trans } from '@lingui/react/macro';
import { Contributors } from '@/features/landing/contributors';
import { Faq } from '@/features/landing/faq';
import { LandingHeader } from '@/features/landing/landing-header';
import { PromotionBanner } from '@/features/landing/promotion-banner';
import { TemplateGallery } from '@/features/landing/template-gallery';
import { Testimonials } from '@/features/landing/testimonials';
import { FeaturesSection } from './sections/features-section';
import { Hero } from './sections/hero';
import { LandingFooter } from './sections/landing-footer';
import { NumbersSection } from './sections/numbers-section';
import { Section } from './sections/section';
import { SupportSection } from './sections/support-section';

export interface LandingViewProps {
  /** The interface language the page is written in. */
  locale: string;
  /** Which of the session's variants shows first; the islands switch when the session says otherwise. */
  signedIn: boolean;
  /** The deployment's project home (PROJECT_URL), if any. */
  project: string | undefined;
  /** Where Docs leads: the user guide in the project, else the API docs. */
  guideUrl: string;
  languageCount: number;
  promotion: boolean;
}

/**
 * The landing page (docs/product.md#landing-page) as markup only: written at build time for every locale, and
 * rendered by the app's own route; either way its few interactive parts are the landing islands
 * (docs/decisions/0022-the-landing-page-is-prerendered.md).
 */
export const LandingView = ({
  locale,
  signedIn,
  project,
  guideUrl,
  languageCount,
  promotion,
}: LandingViewProps) => (
  <div className="flex min-h-dvh flex-col">
    <PromotionBanner shown={promotion} />
    <LandingHeader locale={locale} signedIn={signedIn} guideUrl={guideUrl} />
    <main className="flex-1" id="main">
      <Hero signedIn={signedIn} />
      <FeaturesSection languageCount={languageCount} />
      <div className="border-y bg-muted/30">
        <Section
          id="templates"
          title={<Trans>Templates for every kind of career</Trans>}
          description={
            <Trans>Fifteen designs, each one print-ready. Switch at any time from the builder.</Trans>
          }
        >
          <TemplateGallery />
        </Section>
      </div>
      <NumbersSection languageCount={languageCount} />
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
      <SupportSection project={project} />
      <Section
        id="contributors"
        title={<Trans>Made by its community</Trans>}
        className="mx-auto max-w-6xl px-4 pb-24 sm:px-6"
      >
        <Contributors />
      </Section>
    </main>
    <LandingFooter />
  </div>
);
