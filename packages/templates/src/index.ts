export type { Template, TemplateProps } from './contract.ts';
export { templates, getTemplate } from './registry.ts';
export { overflowPast, paginate, splitPoint, MIN_SPLIT_LINES } from './page/paginate.ts';
export type { MeasuredColumn, MeasuredPage, MeasuredUnit, Placement, SheetPlan } from './page/paginate.ts';
export { PX_PER_MM, mmToPx, sheetSize } from './page/format.ts';
export {
  MeasureSheets,
  PlannedSheets,
  ResumeRoot,
  StaticSheet,
  fontStylesheetAttribute,
  measureAttribute,
} from './render/Document.tsx';
export { Sheet, sheetVariables } from './render/Sheet.tsx';
export {
  unitAttribute,
  keepWithNextAttribute,
  columnAttribute,
  breakBeforeAttribute,
  togetherAttribute,
  sectionAttribute,
  oneLineAttribute,
} from './blocks/Unit.tsx';
export { completeLayout, resolveSection } from './resume/sections.ts';
export { resumeDirection, textDirection } from './resume/direction.ts';
export { documentLanguage } from './resume/language.ts';
export { sanitizeHtml, isBlankHtml } from './style/rich-text.ts';
export { scopedCustomCss, resumeRootClass } from './style/custom-css.ts';
export { customFieldIcons } from './icons/icons.tsx';
export { builtInProfileIcons, normaliseIconSlug } from './icons/profile-icons.ts';
export type { LevelKind } from './render/contexts.tsx';
// Blocks for template authors.
export { Column, Section } from './blocks/Section.tsx';
export { ContactLine, Headline, Name, ProfileLinks, useContacts } from './blocks/Header.tsx';
export { Picture } from './blocks/Picture.tsx';
export { Item, ItemHeader } from './blocks/Item.tsx';
export { DateText, Keywords, Level, RichText, SectionHeading } from './blocks/Text.tsx';
export { Link, UrlLink } from './blocks/Link.tsx';
export { ContactIcon, CustomFieldIcon, ProfileIcon } from './blocks/Icon.tsx';
export { Unit } from './blocks/Unit.tsx';
export { useTemplate } from './render/contexts.tsx';
export {
  fitToPages,
  settingsAt,
  settingsOf,
  withSettings,
  type FitResult,
  type FitSettings,
} from './page/fit.ts';
