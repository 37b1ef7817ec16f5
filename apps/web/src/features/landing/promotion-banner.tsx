import { Trans } from '@lingui/react/macro';
import { HeartIcon } from 'lucide-react';

/**
 * Shown on one day only (see promotion.ts). The prerendered page carries it hidden and the landing islands show it
 * on that day by the visitor's clock; the app's own landing page decides when it renders.
 */
export const PromotionBanner = ({ shown }: { shown: boolean }) => (
  <div
    role="note"
    hidden={!shown}
    data-landing-promotion
    className="bg-foreground px-4 py-2.5 text-center text-sm text-background"
  >
    <HeartIcon className="me-2 inline size-4 align-[-3px]" aria-hidden />
    <Trans>
      Black Friday: no discounts here, everything is free — today, support the project instead.{' '}
      <a href="#support" className="font-semibold underline underline-offset-4">
        Find out how
      </a>
    </Trans>
  </div>
);
