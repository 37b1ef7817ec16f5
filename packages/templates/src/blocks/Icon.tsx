import type { LucideIcon } from 'lucide-react';
import { contactIcons, customFieldIcon } from '../icons/icons.tsx';
import { profileIconPath } from '../icons/profile-icons.ts';
import { useTemplate } from '../render/contexts.tsx';

function Outline({ icon: Glyph }: { icon: LucideIcon }) {
  return <Glyph className="rb-icon" aria-hidden="true" focusable="false" size="1em" strokeWidth={2} />;
}

/** An icon of the contact row; nothing when the resume hides icons. */
export function ContactIcon({ kind }: { kind: keyof typeof contactIcons }) {
  const { resume } = useTemplate();
  if (resume.metadata.typography.hideIcons) return null;
  return <Outline icon={contactIcons[kind]} />;
}

/** The icon a custom field names; nothing for an unknown name or when icons are hidden. */
export function CustomFieldIcon({ name }: { name: string }) {
  const { resume } = useTemplate();
  const icon = customFieldIcon(name);
  if (!icon || resume.metadata.typography.hideIcons) return null;
  return <Outline icon={icon} />;
}

/** A network's brand mark, or a neutral badge with the network's initial when the icon set has none. */
export function ProfileIcon({ slug, network }: { slug: string; network: string }) {
  const { resume, profileIcons } = useTemplate();
  if (resume.metadata.typography.hideIcons) return null;
  const path = profileIconPath(slug, profileIcons) ?? profileIconPath(network, profileIcons);
  if (path) {
    return (
      <svg className="rb-icon rb-brand" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={path} fill="currentColor" />
      </svg>
    );
  }
  const initial = Array.from((network || slug).trim())[0]?.toUpperCase();
  if (!initial) return null;
  return (
    <span className="rb-icon rb-brand-initial" aria-hidden="true">
      {initial}
    </span>
  );
}
