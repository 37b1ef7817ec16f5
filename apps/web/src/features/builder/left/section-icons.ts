import {
  AwardIcon,
  BadgeCheckIcon,
  BookOpenIcon,
  BriefcaseIcon,
  CircleUserIcon,
  CompassIcon,
  FolderGitIcon,
  GraduationCapIcon,
  HandHeartIcon,
  LanguagesIcon,
  LayersIcon,
  Share2Icon,
  TextIcon,
  UsersIcon,
  WrenchIcon,
  type LucideIcon,
} from 'lucide-react';
import type { SectionKey } from '@rb/schema';

/** One icon per section of the left panel (the order of docs/product.md#builder lives in `sectionKeys`). */
export const sectionIcons: Record<SectionKey | 'basics' | 'custom', LucideIcon> = {
  basics: CircleUserIcon,
  summary: TextIcon,
  profiles: Share2Icon,
  experience: BriefcaseIcon,
  education: GraduationCapIcon,
  skills: WrenchIcon,
  languages: LanguagesIcon,
  awards: AwardIcon,
  certifications: BadgeCheckIcon,
  interests: CompassIcon,
  projects: FolderGitIcon,
  publications: BookOpenIcon,
  volunteer: HandHeartIcon,
  references: UsersIcon,
  custom: LayersIcon,
};

export const sectionAnchor = (ref: string): string => `builder-section-${ref.replace('.', '-')}`;

/**
 * Brings a section into view and moves the focus there too, so that a keyboard or screen-reader user who picked
 * it in the rail goes on from its heading rather than from the rail (sections are focusable with tabIndex -1).
 */
export const scrollToSection = (ref: string): void => {
  const target = document.getElementById(sectionAnchor(ref));
  if (!target) return;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
};
