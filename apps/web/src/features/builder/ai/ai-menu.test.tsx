import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { toast } from '@/lib/toast';
import { Toaster } from '@/components/toaster';
import { activateLocale, i18n } from '@/lib/i18n';
import { RichTextEditor } from '../rich-text/rich-text-editor';

const renderEditor = (value = '<p>led team of five</p>') => {
  const changes: string[] = [];
  render(
    <I18nProvider i18n={i18n}>
      <RichTextEditor value={value} onChange={(html) => changes.push(html)} label="Summary" />
      <Toaster />
    </I18nProvider>,
  );
  return changes;
};

/** The chat-completion service at the network boundary; answers when the test says so. */
const service = () => {
  const requests: Array<{ url: string; body: { model: string; temperature: number } }> = [];
  let answer: (response: Response) => void = () => {};
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    requests.push({ url, body: JSON.parse(String(init.body)) as { model: string; temperature: number } });
    return new Promise<Response>((resolve) => (answer = resolve));
  });
  return {
    requests,
    answer: (status: number, body: unknown) =>
      act(() => answer(new Response(JSON.stringify(body), { status }))),
  };
};

const editorOf = () => screen.getByLabelText('Summary', { selector: '[contenteditable]' });

beforeAll(async () => {
  await activateLocale('en-US');
});
afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

describe('AI assistant in a rich-text field', () => {
  it('is hidden while no key is stored', () => {
    renderEditor();
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'AI assistant' })).toBeNull();
  });

  it('runs an action: busy and read-only meanwhile, then the answer replaces the text', async () => {
    localStorage.setItem('openai', 'sk-test123');
    const { requests, answer } = service();
    const user = userEvent.setup();
    const changes = renderEditor();
    await user.click(screen.getByRole('button', { name: 'AI assistant' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Confident' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      url: 'https://api.openai.com/v1/chat/completions',
      body: { model: 'gpt-3.5-turbo', temperature: 0.5 },
    });
    const trigger = screen.getByRole('button', { name: 'AI assistant' }) as HTMLButtonElement;
    expect(trigger.disabled).toBe(true);
    expect(trigger.getAttribute('aria-busy')).toBe('true');
    // Nothing else can change the text meanwhile: the field is read-only and the formatting buttons are off.
    expect(editorOf().getAttribute('contenteditable')).toBe('false');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    // The formatting buttons sit in a disabled fieldset (jsdom does not apply :disabled through it).
    expect(within(toolbar).getByRole('button', { name: 'Bold' }).closest('fieldset')?.disabled).toBe(true);

    answer(200, { choices: [{ message: { content: '<p>Led a team of five engineers</p>' } }] });
    await waitFor(() => expect(changes.at(-1)).toBe('<p>Led a team of five engineers</p>'));
    expect(editorOf().getAttribute('contenteditable')).toBe('true');
    expect((screen.getByRole('button', { name: 'AI assistant' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('tells why it failed in a toast and leaves the text as it was', async () => {
    localStorage.setItem('openai', 'sk-test123');
    const { answer } = service();
    const user = userEvent.setup();
    const changes = renderEditor();
    await user.click(screen.getByRole('button', { name: 'AI assistant' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Fix spelling and grammar' }));
    answer(401, { error: { message: 'Incorrect API key provided' } });
    expect(await screen.findByText('The AI assistant could not rewrite the text.')).toBeTruthy();
    expect(screen.getByText('Incorrect API key provided')).toBeTruthy();
    expect(changes).toEqual([]);
    expect(editorOf().textContent).toBe('led team of five');
    expect(editorOf().getAttribute('contenteditable')).toBe('true');
  });

  it('says so when the service answers with no choices', async () => {
    localStorage.setItem('openai', 'sk-test123');
    const { answer } = service();
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole('button', { name: 'AI assistant' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Improve writing' }));
    answer(200, { choices: [] });
    expect(await screen.findByText('The AI service returned no answer. Please try again.')).toBeTruthy();
  });
});
