import { Trans } from '@lingui/react/macro';
import { ScreenPlaceholder } from './screen-placeholder';

export const Component = () => (
  <ScreenPlaceholder
    title={<Trans>Set a new password</Trans>}
    description={<Trans>Choosing a new password is not available from this screen yet.</Trans>}
  />
);
