import { Trans } from '@lingui/react/macro';
import { ScreenPlaceholder } from './screen-placeholder';

export const Component = () => (
  <ScreenPlaceholder
    title={<Trans>Use a backup code</Trans>}
    description={
      <Trans>Enter one of the backup codes you saved when you set up two-factor authentication.</Trans>
    }
  />
);
