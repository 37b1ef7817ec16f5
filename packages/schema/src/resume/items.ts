/** One schema per kind of section item. Required fields follow the product's field table. */
import { z } from 'zod';
import { levelRange } from '../constants/limits.ts';
import { idSchema } from './id.ts';
import { keywords, optionalText, requiredText, richText } from './text.ts';
import { urlField } from './url.ts';

const base = { id: idSchema, visible: z.boolean().default(true) };

export const levelSchema = z
  .number()
  .int('level must be a whole number')
  .min(levelRange.min)
  .max(levelRange.max)
  .default(levelRange.default);

export const awardSchema = z.object({
  ...base,
  title: requiredText('Title'),
  awarder: optionalText(),
  date: optionalText(),
  summary: richText(),
  url: urlField(),
});

export const certificationSchema = z.object({
  ...base,
  name: requiredText('Name'),
  issuer: optionalText(),
  date: optionalText(),
  summary: richText(),
  url: urlField(),
});

export const customItemSchema = z.object({
  ...base,
  name: optionalText(),
  description: optionalText(),
  date: optionalText(),
  location: optionalText(),
  summary: richText(),
  keywords: keywords(),
  url: urlField(),
});

export const educationSchema = z.object({
  ...base,
  institution: requiredText('Institution'),
  studyType: optionalText(),
  area: optionalText(),
  score: optionalText(),
  date: optionalText(),
  summary: richText(),
  url: urlField(),
});

export const experienceSchema = z.object({
  ...base,
  company: requiredText('Company'),
  position: optionalText(),
  location: optionalText(),
  date: optionalText(),
  summary: richText(),
  url: urlField(),
});

export const interestSchema = z.object({
  ...base,
  name: requiredText('Name'),
  keywords: keywords(),
});

export const languageSchema = z.object({
  ...base,
  name: requiredText('Name'),
  description: optionalText(),
  level: levelSchema,
});

export const profileSchema = z.object({
  ...base,
  network: requiredText('Network'),
  username: requiredText('Username'),
  /** A slug of the icon set (simple-icons), e.g. "github". */
  icon: optionalText(),
  url: urlField(),
});

export const projectSchema = z.object({
  ...base,
  name: requiredText('Name'),
  description: optionalText(),
  date: optionalText(),
  summary: richText(),
  keywords: keywords(),
  url: urlField(),
});

export const publicationSchema = z.object({
  ...base,
  name: requiredText('Name'),
  publisher: optionalText(),
  date: optionalText(),
  summary: richText(),
  url: urlField(),
});

export const referenceSchema = z.object({
  ...base,
  name: requiredText('Name'),
  description: optionalText(),
  summary: richText(),
  url: urlField(),
});

export const skillSchema = z.object({
  ...base,
  name: optionalText(),
  description: optionalText(),
  level: levelSchema,
  keywords: keywords(),
});

export const volunteerSchema = z.object({
  ...base,
  organization: requiredText('Organization'),
  position: optionalText(),
  location: optionalText(),
  date: optionalText(),
  summary: richText(),
  url: urlField(),
});

export type Award = z.infer<typeof awardSchema>;
export type Certification = z.infer<typeof certificationSchema>;
export type CustomItem = z.infer<typeof customItemSchema>;
export type Education = z.infer<typeof educationSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type Interest = z.infer<typeof interestSchema>;
export type Language = z.infer<typeof languageSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Publication = z.infer<typeof publicationSchema>;
export type Reference = z.infer<typeof referenceSchema>;
export type Skill = z.infer<typeof skillSchema>;
export type Volunteer = z.infer<typeof volunteerSchema>;
