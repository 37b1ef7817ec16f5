import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { cuid2Pattern, itemSectionKeys } from '@rb/schema';
import { produce } from 'immer';
import { activateLocale, i18n } from '@/lib/i18n';
import { currentData, loadResume } from '../store/resume-store';
import { testResume } from '@/test/test-resume';
import { addTags } from '../rich-text/tag-input';
import { closeDialog, openDialog, useDialogStore, type ItemDialogName } from './dialog-store';
import { itemForms } from './item-fields';
import { ItemDialog } from './item-dialog';

const renderDialog = () =>
  render(
    <I18nProvider i18n={i18n}>
      <ItemDialog />
    </I18nProvider>,
  );

beforeAll(async () => {
  await activateLocale('en-US');
});
beforeEach(() => {
  loadResume(testResume());
  closeDialog();
});

describe('item dialogs', () => {
  it('refuses an experience without a company and an invalid link, then creates it', async () => {
    const user = userEvent.setup();
    renderDialog();
    act(() => openDialog({ name: 'experience', section: 'experience', mode: 'create' }));
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Company is required')).toBeTruthy();

    await user.type(screen.getByLabelText(/Company/), 'Acme');
    await user.type(screen.getByLabelText('Address'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('enter a valid url')).toBeTruthy();
    expect(currentData().sections.experience.items).toEqual([]);

    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), 'https://acme.example');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(useDialogStore.getState().open).toBeNull());
    const [item] = currentData().sections.experience.items;
    expect(item).toMatchObject({ company: 'Acme', url: { href: 'https://acme.example' }, visible: true });
    expect(item!.id).toMatch(cuid2Pattern);
  });

  it('accepts an empty link and requires both network and username for a profile', async () => {
    const user = userEvent.setup();
    renderDialog();
    act(() => openDialog({ name: 'profiles', section: 'profiles', mode: 'create' }));
    await user.type(await screen.findByLabelText(/Network/), 'GitHub');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.queryByText('Network is required')).toBeNull();
    await user.type(screen.getByLabelText(/Username/), 'ada');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(currentData().sections.profiles.items).toHaveLength(1));
    expect(currentData().sections.profiles.items[0]!.url.href).toBe('');
  });

  it('updates in place, duplicates with a new id, and deletes after confirmation', async () => {
    const user = userEvent.setup();
    const data = currentData();
    const skill = { id: 'skill-1', visible: true, name: 'Go', description: '', level: 3, keywords: ['cli'] };
    loadResume(
      testResume({
        ...data,
        sections: { ...data.sections, skills: { ...data.sections.skills, items: [skill] } },
      }),
    );
    renderDialog();

    act(() => openDialog({ name: 'skills', section: 'skills', mode: 'update', payload: skill }));
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Rust');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(currentData().sections.skills.items[0]).toMatchObject({ id: 'skill-1', name: 'Rust' }),
    );

    act(() =>
      openDialog({
        name: 'skills',
        section: 'skills',
        mode: 'duplicate',
        payload: currentData().sections.skills.items[0],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    await waitFor(() => expect(currentData().sections.skills.items).toHaveLength(2));
    expect(currentData().sections.skills.items[1]).toMatchObject({ name: 'Rust', keywords: ['cli'] });
    expect(currentData().sections.skills.items[1]!.id).not.toBe('skill-1');

    act(() =>
      openDialog({
        name: 'skills',
        section: 'skills',
        mode: 'delete',
        payload: currentData().sections.skills.items[0],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(currentData().sections.skills.items.map((entry) => entry.id)).not.toContain('skill-1'),
    );
  });
});

describe('every item dialog', () => {
  const sections: Array<{ name: ItemDialogName; section: string }> = [
    ...itemSectionKeys.map((key) => ({ name: key, section: key })),
    { name: 'custom', section: 'custom.talks' },
  ];
  const itemsOf = (section: string) => {
    const data = currentData();
    return section === 'custom.talks'
      ? data.sections.custom['talks']!.items
      : data.sections[section as (typeof itemSectionKeys)[number]].items;
  };

  beforeEach(() =>
    loadResume(
      testResume(
        produce(currentData(), (draft) => {
          draft.sections.custom['talks'] = {
            id: 'talks',
            name: 'Talks',
            description: '',
            columns: 1,
            separateLinks: true,
            visible: true,
            startOnNewPage: false,
            keepTogether: false,
            items: [],
          };
        }),
      ),
    ),
  );

  it.each(sections)(
    '$name: refuses an empty required field with its message, then creates',
    async ({ name, section }) => {
      const user = userEvent.setup();
      renderDialog();
      act(() => openDialog({ name, section, mode: 'create' }));
      const create = await screen.findByRole('button', { name: 'Create' });
      const required = itemForms[name].fields.filter((field) => field.required);
      if (required.length === 0) {
        // Skills and custom items have no required field (docs/product.md#items): an empty one is accepted.
        await user.click(create);
        await waitFor(() => expect(itemsOf(section)).toHaveLength(1));
        return;
      }
      await user.click(create);
      for (const field of required)
        expect(await screen.findByText(`${i18n._(field.label)} is required`)).toBeTruthy();
      expect(itemsOf(section)).toEqual([]);
      // Whitespace is not a value either.
      for (const field of required)
        await user.type(screen.getByLabelText(new RegExp(`^${i18n._(field.label)}`)), '   ');
      await user.click(create);
      expect(await screen.findAllByText(/ is required$/)).toHaveLength(required.length);
      for (const field of required) {
        const input = screen.getByLabelText(new RegExp(`^${i18n._(field.label)}`));
        await user.clear(input);
        await user.type(input, 'Filled');
      }
      await user.click(create);
      await waitFor(() => expect(itemsOf(section)).toHaveLength(1));
      expect(itemsOf(section)[0]).toMatchObject(
        Object.fromEntries(required.map((field) => [field.name, 'Filled'])),
      );
    },
  );
});

describe('tag input', () => {
  it('splits on commas, trims, and drops empties and duplicates', () => {
    expect(addTags(['react'], ' vite, ,react,  node ,vite')).toEqual(['react', 'vite', 'node']);
    expect(addTags([], '   ')).toEqual([]);
  });
});
