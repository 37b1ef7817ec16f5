import { describe, expect, it } from 'vitest';
import { kebabCase } from './kebab-case.ts';

describe('kebabCase', () => {
  it.each([
    ['My Resume', 'my-resume'],
    ['  padded  ', 'padded'],
    ['snake_case_title', 'snake-case-title'],
    ['camelCaseTitle', 'camel-case-title'],
    ['XMLHttpRequest', 'xml-http-request'],
    ['Crème Brûlée', 'creme-brulee'],
    ['Straße', 'strasse'],
    ['already-kebab', 'already-kebab'],
    ['--dashes--everywhere--', 'dashes-everywhere'],
    ['Résumé 2024 (Copy)', 'resume-2024-copy'],
    ['a.b/c?d', 'a-b-c-d'],
    ['!!!', ''],
  ])('%j → %j', (input, expected) => {
    expect(kebabCase(input)).toBe(expected);
  });
});
