import { Trans } from '@lingui/react/macro';
import { ScreenPlaceholder } from './screen-placeholder';

export const Component = () => (
  <ScreenPlaceholder
    title={<Trans>Two-factor authentication</Trans>}
    description={<Trans>Enter the code from your authenticator app to continue.</Trans>}
  />
);
