/**
 * Every default of the resume document, written once. The schemas fill missing fields from here, and
 * `createDefaultResumeData()` composes the same values into a whole document.
 */
import { defaultFont } from '../constants/fonts.ts';
import { pageMargin, pageSpacing, lineHeight } from '../constants/page.ts';
import { pictureAspectRatio, pictureBorderRadius, pictureSize } from '../constants/picture.ts';
import { columnsRange } from '../constants/limits.ts';
import { defaultTemplate } from '../constants/templates.ts';
import { defaultTheme } from '../constants/theme.ts';
import { deepFreeze } from './deep-freeze.ts';
import type { ResumeData } from './resume-data.ts';
import { itemSectionKeys, type ItemSectionKey, type SectionKey } from './section-keys.ts';

export const defaultSectionNames: Readonly<Record<SectionKey, string>> = Object.freeze({
  summary: 'Summary',
  awards: 'Awards',
  certifications: 'Certifications',
  education: 'Education',
  experience: 'Experience',
  volunteer: 'Volunteering',
  interests: 'Interests',
  languages: 'Languages',
  profiles: 'Profiles',
  projects: 'Projects',
  publications: 'Publications',
  references: 'References',
  skills: 'Skills',
});

/** One page, two columns. */
export const createDefaultLayout = (): string[][][] => [
  [
    ['profiles', 'summary', 'experience', 'education', 'projects', 'volunteer', 'references'],
    ['skills', 'interests', 'certifications', 'awards', 'publications', 'languages'],
  ],
];
export const defaultLayout: readonly (readonly (readonly string[])[])[] = deepFreeze(createDefaultLayout());

export const sectionDefaults = Object.freeze({
  columns: columnsRange.default,
  separateLinks: true,
  visible: true,
  /** Begin the section on a new sheet. */
  startOnNewPage: false,
  /** Move the whole section to the next sheet rather than split it, when it fits on one sheet at all. */
  keepTogether: false,
} as const);

export const pictureDefaults = deepFreeze({
  url: '',
  size: pictureSize.default,
  aspectRatio: pictureAspectRatio.default,
  borderRadius: pictureBorderRadius.default,
  effects: { hidden: false, border: false, grayscale: false },
} as const);

export const metadataDefaults = deepFreeze({
  template: defaultTemplate,
  css: { value: '', visible: false },
  page: {
    margin: pageMargin.default,
    spacing: pageSpacing.default,
    format: 'a4',
    options: { breakLine: true, pageNumbers: true },
  },
  theme: defaultTheme,
  typography: {
    font: defaultFont,
    lineHeight: lineHeight.default,
    hideIcons: false,
    underlineLinks: true,
  },
  notes: '',
} as const);

const createItemSection = (key: ItemSectionKey) => ({
  id: key,
  name: defaultSectionNames[key],
  ...sectionDefaults,
  items: [],
});

/** A fresh, mutable default document. */
export const createDefaultResumeData = (): ResumeData => {
  const items = Object.fromEntries(itemSectionKeys.map((key) => [key, createItemSection(key)]));
  const data = {
    basics: {
      name: '',
      headline: '',
      email: '',
      phone: '',
      location: '',
      url: { label: '', href: '' },
      customFields: [],
      picture: pictureDefaults,
    },
    sections: {
      summary: { id: 'summary', name: defaultSectionNames.summary, ...sectionDefaults, content: '' },
      ...items,
      custom: {},
    },
    metadata: { ...metadataDefaults, layout: createDefaultLayout(), languages: [], translations: {} },
  };
  // structuredClone detaches the frozen default parts; the cast is checked by a test that parses the result.
  return structuredClone(data) as unknown as ResumeData;
};

/** The default document, frozen; use `createDefaultResumeData()` for one to edit. */
export const defaultResumeData: Readonly<ResumeData> = deepFreeze(createDefaultResumeData());
