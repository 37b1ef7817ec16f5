import { Trans, useLingui } from '@lingui/react/macro';
import { Counters } from '@/features/landing/counters';

/** The product in numbers, and how many languages its interface speaks. */
export const NumbersSection = ({ languageCount }: { languageCount: number }) => {
  const { t } = useLingui();
  return (
    <section aria-label={t`In numbers`} className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <Counters />
      <p className="mt-10 text-center text-sm text-muted-foreground" data-language-count={languageCount}>
        <Trans>The interface speaks {languageCount} languages.</Trans>
      </p>
    </section>
  );
};
