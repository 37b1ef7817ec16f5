/**
 * Icons render as inline SVG from installed packages: the print page fetches nothing from outside.
 * Contact rows and custom fields use Lucide outlines; profiles use Simple Icons brand paths.
 */
import {
  AtSign,
  Award,
  BadgeCheck,
  BookOpen,
  Briefcase,
  Cake,
  Calendar,
  Camera,
  Car,
  CircleUser,
  Code,
  Coffee,
  Earth,
  FileText,
  Flag,
  Globe,
  GraduationCap,
  Heart,
  House,
  IdCard,
  Languages,
  Link,
  Mail,
  MapPin,
  MessageCircle,
  Music,
  Phone,
  Plane,
  Send,
  Star,
  User,
  type LucideIcon,
} from 'lucide-react';

/** Icons a custom field may name, under their own names. The builder's icon picker offers this list. */
export const customFieldIcons: Record<string, LucideIcon> = {
  'at-sign': AtSign,
  award: Award,
  'badge-check': BadgeCheck,
  'book-open': BookOpen,
  briefcase: Briefcase,
  cake: Cake,
  calendar: Calendar,
  camera: Camera,
  car: Car,
  'circle-user': CircleUser,
  code: Code,
  coffee: Coffee,
  earth: Earth,
  'file-text': FileText,
  flag: Flag,
  globe: Globe,
  'graduation-cap': GraduationCap,
  heart: Heart,
  house: House,
  'id-card': IdCard,
  languages: Languages,
  link: Link,
  mail: Mail,
  'map-pin': MapPin,
  'message-circle': MessageCircle,
  music: Music,
  phone: Phone,
  plane: Plane,
  send: Send,
  star: Star,
  user: User,
};

/** Names used by other icon sets (stored resumes from the earlier format use Phosphor names). */
const aliases: Record<string, string> = {
  envelope: 'mail',
  'envelope-simple': 'mail',
  'map-pin-simple': 'map-pin',
  'globe-simple': 'globe',
  'link-simple': 'link',
  'calendar-blank': 'calendar',
  'graduation-cap-simple': 'graduation-cap',
  student: 'graduation-cap',
  'user-circle': 'circle-user',
  'identification-card': 'id-card',
  'identification-badge': 'id-card',
  'chat-circle': 'message-circle',
  chat: 'message-circle',
  'paper-plane': 'send',
  'paper-plane-tilt': 'send',
  'phone-call': 'phone',
  'house-simple': 'house',
  home: 'house',
  'music-note': 'music',
  airplane: 'plane',
  'airplane-tilt': 'plane',
  'seal-check': 'badge-check',
  medal: 'award',
  translate: 'languages',
  'book-open-text': 'book-open',
  'file-text': 'file-text',
  'code-simple': 'code',
  'globe-hemisphere-west': 'earth',
};

export function customFieldIcon(name: string): LucideIcon | undefined {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/^ph[- ]/, '')
    .replace(/^ph-/, '');
  return customFieldIcons[key] ?? customFieldIcons[aliases[key] ?? ''];
}

export const contactIcons = {
  location: MapPin,
  phone: Phone,
  email: Mail,
  website: Link,
  link: Link,
} as const;
