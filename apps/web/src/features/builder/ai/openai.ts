import type { AiTone } from '@rb/schema';

/** The AI actions of the rich-text fields (docs/product.md#ai-help). */
export type AiAction = { kind: 'improve' } | { kind: 'fix' } | { kind: 'tone'; mood: AiTone };

export type AiSettings = { apiKey: string; baseUrl: string; model: string };

export const aiStorageKeys = { key: 'openai', baseUrl: 'openai-base-url', model: 'openai-model' } as const;
export const aiDefaults = { baseUrl: 'https://api.openai.com/v1', model: 'gpt-3.5-turbo' } as const;

/**
 * The settings stored in this browser; null when the assistant is not set up (it is then hidden). Set up means a key
 * is stored, or a base URL of its own: a local OpenAI-compatible server may need no key (see the settings schema).
 */
export const readAiSettings = (storage: Pick<Storage, 'getItem'> = localStorage): AiSettings | null => {
  const apiKey = storage.getItem(aiStorageKeys.key)?.trim() ?? '';
  const baseUrl = storage.getItem(aiStorageKeys.baseUrl)?.trim() ?? '';
  if (!apiKey && !baseUrl) return null;
  return {
    apiKey,
    baseUrl: (baseUrl || aiDefaults.baseUrl).replace(/\/+$/, ''),
    model: storage.getItem(aiStorageKeys.model)?.trim() || aiDefaults.model,
  };
};

const stopMarker = '"""';

// Every prompt forbids new facts: the assistant rewrites what the user wrote, it never adds achievements.
const rules = [
  'Never invent facts: do not add names, numbers, dates, skills, results or claims that are not in the text.',
  'Keep the language of the text and any HTML markup it contains.',
  'Answer with the rewritten text only: no introduction, no explanation, no quotes, no leading newline.',
].join(' ');

const instructions = (action: AiAction): string => {
  switch (action.kind) {
    case 'improve':
      return 'You are a writing assistant for resumes. Improve the wording of the text below: clearer, more concise and more active, without changing what it says.';
    case 'fix':
      return 'You are a writing assistant for resumes. Fix the spelling and grammar of the text below. Change nothing else.';
    case 'tone':
      return `You are a writing assistant for resumes. Rewrite the text below in a ${action.mood} tone, without changing what it says.`;
  }
};

export type CompletionRequest = {
  model: string;
  messages: Array<{ role: 'user'; content: string }>;
  max_tokens: number;
  temperature: number;
  stop: string;
  n: number;
};

/** The body of the chat-completion call: one user message, 1024 tokens at most, stopped by a triple quote. */
export const buildCompletionRequest = (action: AiAction, text: string, model: string): CompletionRequest => ({
  model,
  messages: [
    {
      role: 'user',
      content: `${instructions(action)} ${rules}\n\nText: ${stopMarker}${text}${stopMarker}\n\nRewritten text: ${stopMarker}`,
    },
  ],
  max_tokens: 1024,
  temperature: action.kind === 'tone' ? 0.5 : 0,
  stop: stopMarker,
  n: 1,
});

export class AiError extends Error {
  readonly reason: 'no-key' | 'no-choices' | 'http';
  constructor(reason: AiError['reason'], message: string) {
    super(message);
    this.name = 'AiError';
    this.reason = reason;
  }
}

type CompletionResponse = { choices?: Array<{ message?: { content?: string | null } }> };

/**
 * Reads the answer: no choices is an error (with the given translated message); a choice without content gives
 * back the original text.
 */
export const readCompletion = (response: unknown, original: string, noChoicesMessage: string): string => {
  const choices = (response as CompletionResponse | null)?.choices;
  if (!Array.isArray(choices) || choices.length === 0) throw new AiError('no-choices', noChoicesMessage);
  const content = choices[0]?.message?.content?.trim();
  return content ? content : original;
};

/** The error text of a failed call, as the service words it when it says anything. */
const describeFailure = async (response: Response): Promise<string> => {
  try {
    const body = (await response.json()) as { error?: { message?: string } };
    if (body.error?.message) return body.error.message;
  } catch {
    // not JSON
  }
  return `${response.status} ${response.statusText}`.trim();
};

export type AiMessages = { noKey: string; noChoices: string };

/** Calls the chat-completion service from the browser with the user's own key. */
export const runAiAction = async (
  action: AiAction,
  text: string,
  settings: AiSettings | null,
  messages: AiMessages,
  fetcher: typeof fetch = fetch,
): Promise<string> => {
  if (!settings) throw new AiError('no-key', messages.noKey);
  const response = await fetcher(`${settings.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify(buildCompletionRequest(action, text, settings.model)),
  });
  if (!response.ok) throw new AiError('http', await describeFailure(response));
  return readCompletion(await response.json(), text, messages.noChoices);
};
