import { Trans } from '@lingui/react/macro';
import { LetterList } from '@/features/letters/letter-list';
import { PageHeader } from './page-header';

/** /dashboard/letters: the cover letters beside the resumes (docs/product.md#cover-letters). */
export const Component = () => (
  <>
    <PageHeader
      title={<Trans>Cover letters</Trans>}
      description={<Trans>Write letters in the design of your resumes.</Trans>}
    />
    <LetterList />
  </>
);
