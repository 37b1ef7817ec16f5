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

export const scrollToSection = (ref: string): void => {
  document.getElementById(sectionAnchor(ref))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
};
