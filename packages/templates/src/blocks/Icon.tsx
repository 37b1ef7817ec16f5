import type { LucideIcon } from 'lucide-react';
import { contactIcons, customFieldIcon } from '../icons/icons.tsx';
import { profileGlyph } from '../icons/profile-icons.ts';
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

/** Whether a profile's icon names its network by itself (a brand mark): only then may its name stay unprinted. */
export function useProfileIconNamesNetwork(slug: string, network: string): boolean {
  const { resume, profileIcons } = useTemplate();
  if (resume.metadata.typography.hideIcons) return false;
  return profileGlyph(slug, network, profileIcons)?.brand ?? false;
}

/**
 * A network's brand mark, our neutral glyph for a network the icon set has no mark for, or a neutral badge with
 * the network's initial.
 */
export function ProfileIcon({ slug, network }: { slug: string; network: string }) {
  const { resume, profileIcons } = useTemplate();
  if (resume.metadata.typography.hideIcons) return null;
  const glyph = profileGlyph(slug, network, profileIcons);
  if (glyph) {
    return (
      <svg
        className={glyph.brand ? 'rb-icon rb-brand' : 'rb-icon rb-brand rb-neutral-glyph'}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path d={glyph.path} fill="currentColor" />
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
