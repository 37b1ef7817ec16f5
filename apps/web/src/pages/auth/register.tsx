import { Trans } from '@lingui/react/macro';
import { ScreenPlaceholder } from './screen-placeholder';

export const Component = () => (
  <ScreenPlaceholder
    title={<Trans>Create a new account</Trans>}
    description={<Trans>Registration is not open from this screen yet.</Trans>}
  />
);
