import { Trans, useLingui } from '@lingui/react/macro';

/**
 * Shown on every screen; the rest appear from md up (docs/product.md#landing-page). The schema's `contributorsShown`, restated
 * because the landing page's script leaves the schema package out (a test checks they agree).
 */
export const shownEverywhere = 30;

/** The classes of one avatar, shared by the islands that draw the list once the server answered. */
export const avatarClassNames = {
  item: (index: number) => (index >= shownEverywhere ? 'hidden md:block' : ''),
  link: 'block rounded-full',
  image: 'size-10 rounded-full border-2 border-background bg-muted transition-transform hover:scale-110',
  list: 'mx-auto flex max-w-4xl flex-wrap justify-center gap-2',
};

/**
 * Who builds the product. The page is written before anyone asks the server, so it says so in words; the landing
 * islands replace the words with the avatars when the server lists contributors (`islands/contributors.ts`).
 */
export const Contributors = () => {
  const { t } = useLingui();
  return (
    <div data-landing-contributors data-label={t`Contributors`}>
      <p className="mx-auto max-w-xl text-center text-balance text-muted-foreground">
        <Trans>
          Built in the open by developers and translators around the world.{' '}
          <a href="#support" className="font-medium text-foreground underline underline-offset-4">
            Join them
          </a>
          .
        </Trans>
      </p>
    </div>
  );
};
