import { Trans } from '@lingui/react/macro';
import { BookOpenIcon, HouseIcon, InfoIcon } from 'lucide-react';
import { versionLabel } from '@rb/schema';
import { PanelSection } from './panel-section';

// Only addresses this server answers: a self-hosted copy should not send people to someone else's site.
const links = [
  { href: '/', icon: HouseIcon, label: <Trans>About this resume builder</Trans> },
  { href: '/api/docs', icon: BookOpenIcon, label: <Trans>API documentation</Trans> },
];

export const InformationSection = () => (
  <PanelSection id="information" icon={InfoIcon} title={<Trans>Information</Trans>}>
    <div className="grid gap-2 rounded-lg border p-3 text-sm">
      <p>
        <Trans>
          This is a free and open-source resume builder. Your data stays on this server, and the AI assistant
          uses only the key you keep in your browser.
        </Trans>
      </p>
      <p className="text-xs text-muted-foreground">
        <Trans>Version {versionLabel}</Trans>
      </p>
    </div>
    <ul className="grid gap-1">
      {links.map(({ href, icon: Icon, label }, index) => (
        <li key={index}>
          <a
            href={href}
            target="_blank"
            rel="noreferrer"
            className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-accent"
          >
            <Icon className="size-4 text-muted-foreground" aria-hidden />
            {label}
          </a>
        </li>
      ))}
    </ul>
  </PanelSection>
);
