import { describe, expect, it } from 'vitest';
import { createOpenAiSettingsSchema } from './settings.ts';

const schema = createOpenAiSettingsSchema({ key: 'key looks wrong', baseUrl: 'bad url' });
const issues = (input: { apiKey: string; baseUrl: string; model: string }) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('AI assistant settings', () => {
  it('requires an OpenAI key (sk- then letters or digits) when no base URL is set', () => {
    expect(issues({ apiKey: 'sk-abc123', baseUrl: '', model: '' })).toEqual([]);
    expect(issues({ apiKey: 'sk-proj_1', baseUrl: '', model: '' })).toEqual([['apiKey', 'key looks wrong']]);
    expect(issues({ apiKey: '', baseUrl: '', model: 'gpt-4o-mini' })).toEqual([
      ['apiKey', 'key looks wrong'],
    ]);
  });

  it('accepts any key, or none, with an OpenAI-compatible base URL', () => {
    expect(issues({ apiKey: '', baseUrl: 'http://localhost:11434/v1', model: 'llama3' })).toEqual([]);
    expect(issues({ apiKey: 'gsk_live-1.2', baseUrl: 'https://api.example.com/v1', model: '' })).toEqual([]);
  });

  it('refuses a base URL that is not an http(s) address', () => {
    expect(issues({ apiKey: 'sk-abc', baseUrl: 'localhost:11434', model: '' })).toEqual([
      ['baseUrl', 'bad url'],
    ]);
    expect(issues({ apiKey: '', baseUrl: 'ftp://example.com', model: '' })).toContainEqual([
      'baseUrl',
      'bad url',
    ]);
  });
});
