import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { toast } from '@/lib/toast';
import { activateLocale, i18n } from '@/lib/i18n';
import { readAiSettings } from '@/features/builder/ai-settings';
import { OpenAiSection } from './openai-section';

const renderSection = () =>
  render(
    <I18nProvider i18n={i18n}>
      <OpenAiSection />
    </I18nProvider>,
  );

beforeAll(async () => {
  await activateLocale('en-US');
});
afterEach(() => act(() => toast.dismiss()));

describe('AI assistant settings form', () => {
  it('keeps the OpenAI key rule while no base URL is set', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.type(screen.getByLabelText('Model (optional)'), 'gpt-4o-mini');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'That does not look like an OpenAI key: it starts with sk- followed by letters and digits.',
      ),
    ).toBeTruthy();
    expect(localStorage.getItem('openai-model')).toBeNull();
  });

  it('saves a base URL and model with no key for a local server, and the assistant counts as set up', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.type(screen.getByLabelText('Base URL (optional)'), 'http://localhost:11434/v1/');
    await user.type(screen.getByLabelText('Model (optional)'), 'llama3');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(localStorage.getItem('openai-base-url')).toBe('http://localhost:11434/v1'));
    expect(localStorage.getItem('openai-model')).toBe('llama3');
    expect(localStorage.getItem('openai')).toBeNull();
    expect(readAiSettings()).toEqual({ apiKey: '', baseUrl: 'http://localhost:11434/v1', model: 'llama3' });
  });

  it('accepts another provider’s key shape beside its base URL', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.type(screen.getByLabelText('API key'), 'gsk_live-123');
    await user.type(screen.getByLabelText('Base URL (optional)'), 'https://api.example.com/openai/v1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(localStorage.getItem('openai')).toBe('gsk_live-123'));
    await user.click(await screen.findByRole('button', { name: 'Remove key' }));
    expect(readAiSettings()).toBeNull();
  });
});
