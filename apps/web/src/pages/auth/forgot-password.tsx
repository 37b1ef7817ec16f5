import { Trans } from '@lingui/react/macro';
import { ScreenPlaceholder } from './screen-placeholder';

export const Component = () => (
  <ScreenPlaceholder
    title={<Trans>Forgot your password?</Trans>}
    description={<Trans>Password reset by email is not available from this screen yet.</Trans>}
  />
);
