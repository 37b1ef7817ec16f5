import { Trans } from '@lingui/react/macro';
import { useUser } from '@/hooks/use-user';
import { PageHeader } from '@/pages/dashboard/page-header';
import { ApiKeysSection } from './api-keys-section';
import { DangerZone } from './danger-zone';
import { DataExportSection } from './data-export-section';
import { OpenAiSection } from './openai-section';
import { PreferencesSection } from './preferences-section';
import { ProfileSection } from './profile-section';
import { SecuritySection } from './security-section';

/** /dashboard/settings: profile, security, preferences, OpenAI integration, API keys, the data export and danger zone (docs/product.md#settings). */
export const Component = () => {
  const { user } = useUser();
  return (
    <>
      <PageHeader
        title={<Trans>Settings</Trans>}
        description={<Trans>Manage your account and preferences.</Trans>}
      />
      {user && (
        <div className="max-w-5xl">
          {/* Keyed by the user's state: a saved change elsewhere resets each form to what was saved. */}
          <ProfileSection key={`${user.id}:${user.updatedAt.toISOString()}`} user={user} />
          <SecuritySection user={user} />
          <PreferencesSection />
          <OpenAiSection />
          <ApiKeysSection />
          <DataExportSection />
          <DangerZone />
        </div>
      )}
    </>
  );
};
