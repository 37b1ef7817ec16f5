import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { HeartIcon } from 'lucide-react';
import { isPromotionDay } from './promotion';

/** Shown on one day only (see promotion.ts); decides once per visit, from the page's clock. */
export const PromotionBanner = ({ now }: { now: Date }) => {
  const [show] = useState(() => isPromotionDay(now));
  if (!show) return null;
  return (
    <div role="note" className="bg-foreground px-4 py-2.5 text-center text-sm text-background">
      <HeartIcon className="me-2 inline size-4 align-[-3px]" aria-hidden />
      <Trans>
        Black Friday: no discounts here, everything is free — today, support the project instead.{' '}
        <a href="#support" className="font-semibold underline underline-offset-4">
          Find out how
        </a>
      </Trans>
    </div>
  );
};
