import { describe, expect, it } from 'vitest';
import { AiError, buildCompletionRequest, readAiSettings, readCompletion, runAiAction } from './openai';

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });
const messages = { noKey: 'Add your key first', noChoices: 'No answer came back' };

describe('AI request', () => {
  it('asks with one user message, 1024 tokens, a triple-quote stop and n=1', () => {
    const request = buildCompletionRequest({ kind: 'improve' }, 'Led a team', 'gpt-3.5-turbo');
    expect(request).toMatchObject({
      model: 'gpt-3.5-turbo',
      max_tokens: 1024,
      stop: '"""',
      n: 1,
      temperature: 0,
    });
    expect(request.messages).toHaveLength(1);
    expect(request.messages[0]!.role).toBe('user');
    expect(request.messages[0]!.content).toContain('"""Led a team"""');
    expect(request.messages[0]!.content).toMatch(/never invent facts/i);
  });

  it('uses temperature 0.5 and the mood for tone, 0 for fix', () => {
    const tone = buildCompletionRequest({ kind: 'tone', mood: 'confident' }, 'x', 'm');
    expect(tone.temperature).toBe(0.5);
    expect(tone.messages[0]!.content).toContain('confident tone');
    expect(buildCompletionRequest({ kind: 'fix' }, 'x', 'm').temperature).toBe(0);
  });

  it('reads the key, base URL and model from local storage with defaults', () => {
    expect(readAiSettings(storage({}))).toBeNull();
    expect(readAiSettings(storage({ openai: 'sk-abc' }))).toEqual({
      apiKey: 'sk-abc',
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-3.5-turbo',
    });
    expect(
      readAiSettings(
        storage({
          openai: 'sk-abc',
          'openai-base-url': 'http://127.0.0.1:3165/v1/',
          'openai-model': 'local',
        }),
      ),
    ).toMatchObject({ baseUrl: 'http://127.0.0.1:3165/v1', model: 'local' });
  });

  it('is set up by a base URL alone, for a local server that needs no key, and then sends no key', async () => {
    const settings = readAiSettings(storage({ 'openai-base-url': 'http://127.0.0.1:11434/v1' }));
    expect(settings).toEqual({ apiKey: '', baseUrl: 'http://127.0.0.1:11434/v1', model: 'gpt-3.5-turbo' });
    let headers = new Headers();
    const fetcher = (async (_url: string, init: RequestInit) => {
      headers = new Headers(init.headers);
      return new Response(JSON.stringify({ choices: [{ message: { content: 'ok' } }] }), { status: 200 });
    }) as typeof fetch;
    await expect(runAiAction({ kind: 'fix' }, 'x', settings, messages, fetcher)).resolves.toBe('ok');
    expect(headers.has('authorization')).toBe(false);
  });
});

describe('AI response', () => {
  it('returns the first choice, trimmed', () => {
    expect(readCompletion({ choices: [{ message: { content: ' Better text \n' } }] }, 'old', 'none')).toBe(
      'Better text',
    );
  });

  it('returns the original text when the choice has no content', () => {
    expect(readCompletion({ choices: [{ message: { content: null } }] }, 'old', 'none')).toBe('old');
    expect(readCompletion({ choices: [{}] }, 'old', 'none')).toBe('old');
  });

  it('throws the translated message when there are no choices', () => {
    expect(() => readCompletion({ choices: [] }, 'old', 'No answer came back')).toThrow(
      'No answer came back',
    );
    expect(() => readCompletion({}, 'old', 'No answer came back')).toThrow(AiError);
  });

  it('refuses to call without a key', async () => {
    await expect(runAiAction({ kind: 'fix' }, 'x', null, messages)).rejects.toThrow('Add your key first');
  });

  it('posts to <base>/chat/completions with the bearer key and reports the service error text', async () => {
    const seen: Array<{ url: string; init: RequestInit }> = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(JSON.stringify({ error: { message: 'Incorrect API key provided' } }), {
        status: 401,
      });
    }) as typeof fetch;
    const settings = { apiKey: 'sk-abc', baseUrl: 'http://ai.test/v1', model: 'm' };
    await expect(runAiAction({ kind: 'improve' }, 'x', settings, messages, fetcher)).rejects.toThrow(
      'Incorrect API key provided',
    );
    expect(seen[0]!.url).toBe('http://ai.test/v1/chat/completions');
    expect(new Headers(seen[0]!.init.headers).get('authorization')).toBe('Bearer sk-abc');
    expect(JSON.parse(String(seen[0]!.init.body))).toMatchObject({ model: 'm', n: 1 });
  });
});
