import { useMutation } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SettingsSection } from './settings-section';
import { dataExportUrl, ensureFreshSession } from './settings-api';

/**
 * docs/product.md#data-export: one ZIP of everything the account holds. The browser downloads it from the server
 * itself (an attachment, so the page stays); the session is checked first, so an expired access token is
 * refreshed instead of the download answering 401.
 */
export const DataExportSection = () => {
  const mutation = useMutation({
    mutationFn: ensureFreshSession,
    onSuccess: () => window.location.assign(dataExportUrl),
  });
  return (
    <SettingsSection
      id="data-export"
      title={<Trans>Your data</Trans>}
      description={
        <Trans>
          Download all of your data: your account, every resume in this app's own JSON format (which can be
          imported again) and the pictures you uploaded, as one ZIP file.
        </Trans>
      }
    >
      <Button variant="outline" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
        <DownloadIcon aria-hidden />
        <Trans>Download all my data</Trans>
      </Button>
    </SettingsSection>
  );
};
