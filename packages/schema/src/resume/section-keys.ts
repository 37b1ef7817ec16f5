/** The fixed sections in the order of the builder's left panel. */
export const sectionKeys = [
  'summary',
  'profiles',
  'experience',
  'education',
  'skills',
  'languages',
  'awards',
  'certifications',
  'interests',
  'projects',
  'publications',
  'volunteer',
  'references',
] as const;

export type SectionKey = (typeof sectionKeys)[number];
export type ItemSectionKey = Exclude<SectionKey, 'summary'>;

export const itemSectionKeys = sectionKeys.filter((key): key is ItemSectionKey => key !== 'summary');

/** Custom sections appear in the layout as `custom.<id>`. */
export const customLayoutPrefix = 'custom.';
export const customLayoutId = (id: string): string => `${customLayoutPrefix}${id}`;
export const isCustomLayoutId = (value: string): boolean => value.startsWith(customLayoutPrefix);
export const customIdFromLayoutId = (value: string): string => value.slice(customLayoutPrefix.length);
