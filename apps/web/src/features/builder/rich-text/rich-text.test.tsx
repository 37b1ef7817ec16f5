import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { richEditorHeight } from '@rb/schema';
import { activateLocale, i18n } from '@/lib/i18n';
import { RichTextEditor } from './rich-text-editor';
import { TagInput } from './tag-input';

const renderEditor = (value: string) => {
  const changes: string[] = [];
  render(
    <I18nProvider i18n={i18n}>
      <RichTextEditor value={value} onChange={(html) => changes.push(html)} label="Summary" />
    </I18nProvider>,
  );
  return changes;
};

const editorOf = () => screen.getByLabelText('Summary', { selector: '[contenteditable]' });

const selectAll = async (user: UserEvent) => {
  await user.click(editorOf());
  await user.keyboard('{Control>}a{/Control}');
};

beforeAll(async () => {
  await activateLocale('en-US');
});

describe('rich-text editor', () => {
  it('is 160 to 200 px high and scrolls inside', () => {
    renderEditor('<p>text</p>');
    const area = screen.getByTestId('rich-text-area');
    expect(area.style.minHeight).toBe(`${richEditorHeight.min}px`);
    expect(area.style.maxHeight).toBe(`${richEditorHeight.max}px`);
    expect(area.className).toContain('overflow-y-auto');
    expect(richEditorHeight).toEqual({ min: 160, max: 200 });
  });

  it('link editor: an invalid address shows "enter a valid url", a valid one links, an empty one unlinks', async () => {
    const user = userEvent.setup();
    const changes = renderEditor('<p>my site</p>');
    await selectAll(user);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = await screen.findByLabelText('Link URL');
    await user.type(address, 'not a url');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('enter a valid url');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(changes).toEqual([]);

    await user.clear(address);
    await user.type(address, 'https://ada.example.com');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(changes.at(-1)).toContain('href="https://ada.example.com"'));
    expect(changes.at(-1)).toContain('>my site</a>');

    await selectAll(user);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const again = await screen.findByLabelText('Link URL');
    expect((again as HTMLInputElement).value).toBe('https://ada.example.com');
    await user.clear(again);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(changes.at(-1)).toBe('<p>my site</p>'));
  });

  it('image form: the address is required, the description optional', async () => {
    const user = userEvent.setup();
    const changes = renderEditor('<p>text</p>');
    await user.click(editorOf());
    await user.click(screen.getByRole('button', { name: 'Insert image' }));
    const dialog = await screen.findByLabelText('Image address');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(screen.getByRole('alert').textContent).toBe('The image address is required.');
    expect(changes).toEqual([]);

    await user.type(dialog, 'https://ada.example.com/a.png');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(changes.at(-1)).toContain('<img src="https://ada.example.com/a.png"'));
    expect(changes.at(-1)).not.toContain('alt="');

    await user.click(screen.getByRole('button', { name: 'Insert image' }));
    await user.type(await screen.findByLabelText('Image address'), 'https://ada.example.com/b.png');
    await user.type(screen.getByLabelText('Description (optional)'), 'A diagram');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(changes.at(-1)).toContain('alt="A diagram"'));
  });

  it('shows a remote picture through the app while the document keeps its address', async () => {
    const user = userEvent.setup();
    const changes = renderEditor('<p>text</p><img src="https://ada.example.com/a.png" alt="Plan">');
    const shown = editorOf().querySelector('img')!;
    expect(shown.getAttribute('src')).toBe('/api/pictures/remote?url=https%3A%2F%2Fada.example.com%2Fa.png');
    expect(shown.alt).toBe('Plan');
    await selectAll(user);
    await user.click(
      within(screen.getByRole('toolbar', { name: 'Formatting' })).getByRole('button', { name: 'Bold' }),
    );
    await waitFor(() =>
      expect(changes.at(-1)).toContain('<img src="https://ada.example.com/a.png" alt="Plan">'),
    );
  });

  it('formats the selection from the toolbar', async () => {
    const user = userEvent.setup();
    const changes = renderEditor('<p>bold</p>');
    await selectAll(user);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    await user.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(changes.at(-1)).toBe('<p><strong>bold</strong></p>'));
    expect(within(toolbar).getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('hands the focus back to the text as soon as a toolbar button is pressed, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    renderEditor('<p>text</p>');
    await user.click(editorOf());
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const bullet = within(toolbar).getByRole('button', { name: 'Bullet list' });
    // A mouse press must not take the focus (the browser would move it to the button): false = prevented.
    expect(fireEvent.mouseDown(bullet)).toBe(false);
    // Enter or Space on a focused button clicks it. The text has the focus back within that click, not a frame
    // later: keys typed in between went to the button, and a space pressed it again.
    const italic = within(toolbar).getByRole('button', { name: 'Italic' });
    italic.focus();
    fireEvent.click(italic);
    expect(document.activeElement).toBe(editorOf());
    await waitFor(() => expect(italic.getAttribute('aria-pressed')).toBe('true'));
  });

  it('keeps alignment and the rarer marks in menus that apply to the selection and return to the text', async () => {
    const user = userEvent.setup();
    const changes = renderEditor('<p>word</p>');
    await selectAll(user);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    await user.click(within(toolbar).getByRole('button', { name: 'Alignment' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Align centre' }));
    await waitFor(() => expect(changes.at(-1)).toBe('<p style="text-align: center;">word</p>'));
    expect(document.activeElement).toBe(editorOf());

    await user.click(within(toolbar).getByRole('button', { name: 'More formatting' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Highlight' }));
    await waitFor(() => expect(changes.at(-1)).toContain('<mark>word</mark>'));
    expect(document.activeElement).toBe(editorOf());
    await user.click(within(toolbar).getByRole('button', { name: 'More formatting' }));
    expect(
      (await screen.findByRole('menuitemcheckbox', { name: 'Highlight' })).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('shows no toolbar and refuses typing when read-only', () => {
    render(
      <I18nProvider i18n={i18n}>
        <RichTextEditor value="<p>locked</p>" onChange={() => {}} label="Summary" editable={false} />
      </I18nProvider>,
    );
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(editorOf().getAttribute('contenteditable')).toBe('false');
  });
});

const Tags = ({ initial = [] as string[] }) => {
  const [tags, setTags] = useState(initial);
  return (
    <I18nProvider i18n={i18n}>
      <TagInput id="tags" value={tags} onChange={setTags} />
      <output data-testid="tags">{JSON.stringify(tags)}</output>
    </I18nProvider>
  );
};
const tags = () => JSON.parse(screen.getByTestId('tags').textContent!) as string[];

describe('tag input', () => {
  it('adds on Enter and on a comma, trims, drops empties and duplicates', async () => {
    const user = userEvent.setup();
    render(<Tags />);
    const input = screen.getByRole('textbox');
    await user.type(input, '  react {Enter}');
    expect(tags()).toEqual(['react']);
    await user.type(input, 'vite, , react,node,');
    expect(tags()).toEqual(['react', 'vite', 'node']);
    expect((input as HTMLInputElement).value).toBe('');
    await user.type(input, '   {Enter}');
    expect(tags()).toEqual(['react', 'vite', 'node']);
  });

  it('removes a keyword when its chip is clicked', async () => {
    const user = userEvent.setup();
    render(<Tags initial={['react', 'vite', 'node']} />);
    await user.click(screen.getByRole('button', { name: 'Remove vite' }));
    expect(tags()).toEqual(['react', 'node']);
    expect(within(screen.getByRole('list', { name: 'Keywords' })).getAllByRole('button')).toHaveLength(2);
  });
});
