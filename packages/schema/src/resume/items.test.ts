import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  awardSchema,
  certificationSchema,
  customItemSchema,
  educationSchema,
  experienceSchema,
  interestSchema,
  languageSchema,
  profileSchema,
  projectSchema,
  publicationSchema,
  referenceSchema,
  skillSchema,
  volunteerSchema,
} from './items.ts';
import { cuid2Pattern } from './id.ts';

type Case = {
  name: string;
  schema: z.ZodType;
  required: Record<string, string>;
  messages: Record<string, string>;
};

const cases: Case[] = [
  {
    name: 'award',
    schema: awardSchema,
    required: { title: 'Best' },
    messages: { title: 'Title is required' },
  },
  {
    name: 'certification',
    schema: certificationSchema,
    required: { name: 'AWS' },
    messages: { name: 'Name is required' },
  },
  { name: 'custom', schema: customItemSchema, required: {}, messages: {} },
  {
    name: 'education',
    schema: educationSchema,
    required: { institution: 'Uni' },
    messages: { institution: 'Institution is required' },
  },
  {
    name: 'experience',
    schema: experienceSchema,
    required: { company: 'Acme' },
    messages: { company: 'Company is required' },
  },
  {
    name: 'interest',
    schema: interestSchema,
    required: { name: 'Chess' },
    messages: { name: 'Name is required' },
  },
  {
    name: 'language',
    schema: languageSchema,
    required: { name: 'Dutch' },
    messages: { name: 'Name is required' },
  },
  {
    name: 'profile',
    schema: profileSchema,
    required: { network: 'GitHub', username: 'octo' },
    messages: { network: 'Network is required', username: 'Username is required' },
  },
  {
    name: 'project',
    schema: projectSchema,
    required: { name: 'Tool' },
    messages: { name: 'Name is required' },
  },
  {
    name: 'publication',
    schema: publicationSchema,
    required: { name: 'Paper' },
    messages: { name: 'Name is required' },
  },
  {
    name: 'reference',
    schema: referenceSchema,
    required: { name: 'Jo' },
    messages: { name: 'Name is required' },
  },
  { name: 'skill', schema: skillSchema, required: {}, messages: {} },
  {
    name: 'volunteer',
    schema: volunteerSchema,
    required: { organization: 'Club' },
    messages: { organization: 'Organization is required' },
  },
];

const issuesByPath = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe.each(cases)('$name item', ({ schema, required, messages }) => {
  it('fills every optional field from its required ones', () => {
    const item = schema.parse(required) as Record<string, unknown>;
    expect(item.id).toMatch(cuid2Pattern);
    expect(item.visible).toBe(true);
    for (const [key, value] of Object.entries(item)) {
      if (key in required || key === 'id' || key === 'visible') continue;
      if (key === 'level') expect(value).toBe(1);
      else if (key === 'keywords') expect(value).toEqual([]);
      else if (key === 'url') expect(value).toEqual({ label: '', href: '' });
      else expect(value).toBe('');
    }
  });

  it('names each missing or blank required field', () => {
    expect(issuesByPath(schema, {})).toEqual(messages);
    const blank = Object.fromEntries(Object.keys(required).map((key) => [key, '   ']));
    expect(issuesByPath(schema, blank)).toEqual(messages);
  });

  it('keeps a given id and visibility', () => {
    const item = schema.parse({ ...required, id: 'legacy-id-1', visible: false }) as Record<string, unknown>;
    expect(item).toMatchObject({ id: 'legacy-id-1', visible: false });
    expect(issuesByPath(schema, { ...required, id: '' })).toEqual({ id: 'id is required' });
  });
});

describe('item fields', () => {
  it.each([
    ['', true],
    ['https://example.com/a?b=c', true],
    ['http://localhost:3000', true],
    ['mailto:me@example.com', true],
    ['example.com', false],
    ['not a url', false],
    ['javascript:alert(1)', false],
  ])('href %j valid: %s', (href, valid) => {
    const issues = issuesByPath(experienceSchema, { company: 'A', url: { label: '', href } });
    expect(issues).toEqual(valid ? {} : { 'url.href': 'enter a valid url' });
  });

  it.each([
    [0, true],
    [5, true],
    [3, true],
    [-1, false],
    [6, false],
    [2.5, false],
  ])('level %d valid: %s', (level, valid) => {
    expect(skillSchema.safeParse({ level }).success).toBe(valid);
    expect(languageSchema.safeParse({ name: 'x', level }).success).toBe(valid);
  });

  it('generates a distinct id per item', () => {
    const ids = new Set(Array.from({ length: 50 }, () => interestSchema.parse({ name: 'x' }).id));
    expect(ids.size).toBe(50);
  });
});
