import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  awardSchema,
  certificationSchema,
  createId,
  customItemSchema,
  educationSchema,
  experienceSchema,
  interestSchema,
  languageSchema,
  levelRange,
  profileSchema,
  projectSchema,
  publicationSchema,
  referenceSchema,
  skillSchema,
  volunteerSchema,
} from '@rb/schema';
import type { ZodObject } from 'zod';
import type { AnyItem } from '../store/item-actions';
import type { ItemDialogName } from './dialog-store';

export type FieldKind = 'text' | 'rich' | 'url' | 'level' | 'keywords' | 'icon';

export type FieldSpec = {
  name: string;
  label: MessageDescriptor;
  kind: FieldKind;
  required?: boolean;
  placeholder?: string;
  /** Takes the whole row of the two-column form. */
  wide?: boolean;
  /** A username, email or phone number: read left to right in every language. */
  ltr?: boolean;
};

export type ItemForm = {
  schema: ZodObject;
  fields: FieldSpec[];
  /** The item's line in the list: title and, if any, a subtitle. */
  title: (item: AnyItem) => string;
  subtitle: (item: AnyItem) => string;
};

const text = (name: string, label: MessageDescriptor, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label,
  kind: 'text',
  ...extra,
});
const url: FieldSpec = { name: 'url', label: msg`Website`, kind: 'url', wide: true };
const summary: FieldSpec = { name: 'summary', label: msg`Summary`, kind: 'rich', wide: true };
const keywords: FieldSpec = { name: 'keywords', label: msg`Keywords`, kind: 'keywords', wide: true };
const level: FieldSpec = { name: 'level', label: msg`Level`, kind: 'level', wide: true };
const date = text('date', msg`Date or date range`, { placeholder: 'March 2023 - Present' });

const str = (item: AnyItem, key: string): string =>
  typeof item[key] === 'string' ? (item[key] as string) : '';
const line = (key: string) => (item: AnyItem) => str(item, key);

/** The fields of each section's item dialog (docs/product.md#items); required ones follow the item schemas. */
export const itemForms: Record<ItemDialogName, ItemForm> = {
  profiles: {
    schema: profileSchema,
    fields: [
      text('network', msg`Network`, { required: true, placeholder: 'GitHub' }),
      text('username', msg`Username`, { required: true, ltr: true }),
      { name: 'icon', label: msg`Icon`, kind: 'icon', wide: true, placeholder: 'github' },
      url,
    ],
    title: line('network'),
    subtitle: line('username'),
  },
  experience: {
    schema: experienceSchema,
    fields: [
      text('company', msg`Company`, { required: true }),
      text('position', msg`Position`),
      date,
      text('location', msg`Location`),
      url,
      summary,
    ],
    title: line('company'),
    subtitle: line('position'),
  },
  education: {
    schema: educationSchema,
    fields: [
      text('institution', msg`Institution`, { required: true }),
      text('studyType', msg`Type of study`, { placeholder: 'Bachelor of Science' }),
      text('area', msg`Area of study`),
      text('score', msg`Score`, { placeholder: '3.8 GPA' }),
      date,
      url,
      summary,
    ],
    title: line('institution'),
    subtitle: (item) => [str(item, 'studyType'), str(item, 'area')].filter(Boolean).join(', '),
  },
  skills: {
    schema: skillSchema,
    fields: [text('name', msg`Name`), text('description', msg`Description`), level, keywords],
    title: line('name'),
    subtitle: line('description'),
  },
  languages: {
    schema: languageSchema,
    fields: [text('name', msg`Name`, { required: true }), text('description', msg`Description`), level],
    title: line('name'),
    subtitle: line('description'),
  },
  awards: {
    schema: awardSchema,
    fields: [
      text('title', msg`Title`, { required: true }),
      text('awarder', msg`Awarder`),
      date,
      url,
      summary,
    ],
    title: line('title'),
    subtitle: line('awarder'),
  },
  certifications: {
    schema: certificationSchema,
    fields: [text('name', msg`Name`, { required: true }), text('issuer', msg`Issuer`), date, url, summary],
    title: line('name'),
    subtitle: line('issuer'),
  },
  interests: {
    schema: interestSchema,
    fields: [text('name', msg`Name`, { required: true, wide: true }), keywords],
    title: line('name'),
    subtitle: (item) => (Array.isArray(item.keywords) ? (item.keywords as string[]).join(', ') : ''),
  },
  projects: {
    schema: projectSchema,
    fields: [
      text('name', msg`Name`, { required: true }),
      text('description', msg`Description`),
      date,
      url,
      summary,
      keywords,
    ],
    title: line('name'),
    subtitle: line('description'),
  },
  publications: {
    schema: publicationSchema,
    fields: [
      text('name', msg`Name`, { required: true }),
      text('publisher', msg`Publisher`),
      date,
      url,
      summary,
    ],
    title: line('name'),
    subtitle: line('publisher'),
  },
  volunteer: {
    schema: volunteerSchema,
    fields: [
      text('organization', msg`Organization`, { required: true }),
      text('position', msg`Position`),
      date,
      text('location', msg`Location`),
      url,
      summary,
    ],
    title: line('organization'),
    subtitle: line('position'),
  },
  references: {
    schema: referenceSchema,
    fields: [
      text('name', msg`Name`, { required: true }),
      text('description', msg`Description`),
      url,
      summary,
    ],
    title: line('name'),
    subtitle: line('description'),
  },
  custom: {
    schema: customItemSchema,
    fields: [
      text('name', msg`Name`),
      text('description', msg`Description`),
      date,
      text('location', msg`Location`),
      url,
      summary,
      keywords,
    ],
    title: line('name'),
    subtitle: line('description'),
  },
};

const emptyValue = (kind: FieldKind): unknown =>
  kind === 'url'
    ? { label: '', href: '' }
    : kind === 'level'
      ? levelRange.default
      : kind === 'keywords'
        ? []
        : '';

/** A blank item of a section, with a fresh cuid2 id. */
export const emptyItem = (name: ItemDialogName): AnyItem => {
  const item: AnyItem = { id: createId(), visible: true };
  for (const field of itemForms[name].fields) item[field.name] = emptyValue(field.kind);
  return item;
};
