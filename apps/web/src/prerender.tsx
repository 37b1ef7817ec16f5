// Built by `vite build --ssr` and run by scripts/prerender-landing.ts at build time: the landing page's markup
// for one locale (docs/decisions/0022-the-landing-page-is-prerendered.md). Nothing here runs in a browser.
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import { isRtl, languages, locales } from '@rb/i18n';
import { SkipLink } from '@/components/skip-link';
import { isHanInterface } from '@/lib/interface-fonts';
import { activateLocale, i18n } from '@/lib/i18n';
import { guideUrlFor } from '@/lib/product';
import { LandingView } from '@/pages/landing/landing-view';

export { locales, isRtl, isHanInterface };

/** The markup of #root for `locale`; `project` is the deployment's home, or undefined for none. */
export async function renderLanding(locale: string, project: string | undefined): Promise<string> {
  await activateLocale(locale);
  return renderToString(
    <I18nProvider i18n={i18n}>
      <SkipLink />
      <LandingView
        locale={locale}
        signedIn={false}
        project={project}
        guideUrl={guideUrlFor(project)}
        languageCount={languages.length}
        promotion={false}
      />
    </I18nProvider>,
  );
}
