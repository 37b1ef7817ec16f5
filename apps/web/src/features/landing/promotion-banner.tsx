import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { HeartIcon } from 'lucide-react';
import { projectSiteUrl } from '@/lib/product';
import { isPromotionDay } from './promotion';

/** Shown on one day only (see promotion.ts); reads the clock once per visit. */
export const PromotionBanner = ({ now }: { now?: Date }) => {
  const [show] = useState(() => isPromotionDay(now ?? new Date()));
  if (!show) return null;
  return (
    <div role="note" className="bg-foreground px-4 py-2.5 text-center text-sm text-background">
      <HeartIcon className="me-2 inline size-4 align-[-3px]" aria-hidden />
      <Trans>
        Black Friday: no discounts here, everything is free — today, support the project instead.{' '}
        <a
          href={projectSiteUrl}
          target="_blank"
          rel="noreferrer"
          className="font-semibold underline underline-offset-4"
        >
          Find out how
        </a>
      </Trans>
    </div>
  );
};
