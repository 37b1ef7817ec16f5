import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { toast } from '@/lib/toast';
import { produce } from 'immer';
import { createDefaultResumeData, cuid2Pattern, defaultSectionNames, sectionKeys } from '@rb/schema';
import { Toaster } from '@/components/toaster';
import { configureApi } from '@/lib/api/client';
import { activateLocale, i18n } from '@/lib/i18n';
import { fakeApi, json } from '@/test/fake-api';
import { ItemDialog } from '../dialogs/item-dialog';
import { closeDialog } from '../dialogs/dialog-store';
import { currentData, loadResume } from '../store/resume-store';
import { testResume } from '@/test/test-resume';
import { LeftPanel } from './left-panel';

vi.setConfig({ testTimeout: 20_000 });

const skill = (id: string, name: string) => ({
  id,
  visible: true,
  name,
  description: '',
  level: 1,
  keywords: [],
});

const renderPanel = () =>
  render(
    <I18nProvider i18n={i18n}>
      <LeftPanel />
      <ItemDialog />
      <Toaster />
    </I18nProvider>,
  );

const section = (ref: string) => document.querySelector<HTMLElement>(`[data-section="${ref}"]`)!;

beforeAll(async () => {
  await activateLocale('en-US');
});
beforeEach(() => {
  configureApi({ onSessionExpired: () => {} });
  closeDialog();
  loadResume(
    testResume(
      produce(createDefaultResumeData(), (draft) => {
        draft.sections.skills.items.push(skill('skill-a', 'Go'), skill('skill-b', 'Rust'));
      }),
    ),
  );
});
afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

describe('the left panel', () => {
  it('has a rail button per section in the documented order, then custom sections and add-section', () => {
    loadResume(
      testResume(
        produce(createDefaultResumeData(), (draft) => {
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
    );
    renderPanel();
    const rail = screen.getByRole('navigation', { name: 'Sections' });
    const labels = within(rail)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(labels).toEqual([
      'Basics',
      ...['summary', ...sectionKeys.filter((key) => key !== 'summary')].map(
        (key) => defaultSectionNames[key as keyof typeof defaultSectionNames],
      ),
      'Talks',
      'Add a new section',
    ]);
  });

  it('marks a hidden section with an eye-off icon in its header and in the rail', async () => {
    const user = userEvent.setup();
    renderPanel();
    const rail = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(section('skills')).queryByRole('img', { name: 'Hidden section' })).toBeNull();
    expect(within(rail).queryByRole('button', { name: 'Skills (hidden)' })).toBeNull();

    await user.click(within(section('skills')).getByRole('button', { name: 'Options of Skills' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hide section' }));
    const mark = within(section('skills')).getByRole('img', { name: 'Hidden section' });
    expect(mark.classList.contains('lucide-eye-off')).toBe(true);
    const button = within(rail).getByRole('button', { name: 'Skills (hidden)' });
    expect(button.querySelector('.lucide-eye-off')).not.toBeNull();
    // Only that one: the others stay unmarked.
    expect(within(rail).getAllByRole('button', { name: /\(hidden\)$/ })).toHaveLength(1);
  });
});

describe('basics', () => {
  it('keeps the phone, email and website left to right in every language', () => {
    renderPanel();
    for (const id of ['basics-phone', 'basics-email', 'basics-url'])
      expect(document.getElementById(id)?.getAttribute('dir')).toBe('ltr');
    expect(document.getElementById('basics-name')?.getAttribute('dir')).toBeNull();
  });

  it('edits the website address and its label', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.type(screen.getByLabelText('Website'), 'https://ada.example.com');
    await user.type(screen.getByLabelText('Website label'), 'ada.example.com');
    expect(currentData().basics.url).toEqual({ href: 'https://ada.example.com', label: 'ada.example.com' });
    await user.clear(screen.getByLabelText('Website'));
    await user.type(screen.getByLabelText('Website'), 'not a url');
    expect(screen.getByText('enter a valid url')).toBeTruthy();
    expect(currentData().basics.url.href).toBe('');
  });

  it('adds, fills, gives an icon to and removes a custom field', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Add a custom field' }));
    const field = screen.getByTestId('custom-field');
    await user.type(within(field).getByLabelText('Field name'), 'Nationality');
    await user.type(within(field).getByLabelText('Field value'), 'British');
    await user.click(within(field).getByRole('button', { name: 'Choose an icon' }));
    const icons = await screen.findByRole('radiogroup', { name: 'Icons' });
    const firstIcon = within(icons).getAllByRole('radio')[0]!;
    await user.click(firstIcon);
    const [stored] = currentData().basics.customFields;
    expect(stored).toMatchObject({
      name: 'Nationality',
      value: 'British',
      icon: firstIcon.getAttribute('aria-label'),
    });
    expect(stored!.id).toMatch(cuid2Pattern);
    await user.click(within(field).getByRole('button', { name: 'Remove the field' }));
    expect(currentData().basics.customFields).toEqual([]);
  });
});

describe('the picture editor', () => {
  it('opens the file picker from an empty avatar and stores the uploaded picture', async () => {
    const calls = fakeApi({
      'PUT /api/storage/image': () => json(200, { url: '/storage/user-1/pictures/a.webp' }),
    });
    const user = userEvent.setup();
    renderPanel();
    const picker = screen.getByTestId('picture-file') as HTMLInputElement;
    const click = vi.spyOn(picker, 'click');
    await user.click(screen.getByRole('button', { name: 'Upload a picture' }));
    expect(click).toHaveBeenCalled();
    await user.upload(picker, new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(currentData().basics.picture.url).toBe('/storage/user-1/pictures/a.webp'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /api/storage/image']);
    expect((screen.getByLabelText('Picture') as HTMLInputElement).value).toBe(
      '/storage/user-1/pictures/a.webp',
    );
  });

  it('clears a valid picture when the avatar is clicked', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.type(screen.getByLabelText('Picture'), 'https://ada.example.com/me.jpg');
    expect(currentData().basics.picture.url).toBe('https://ada.example.com/me.jpg');
    const picker = screen.getByTestId('picture-file') as HTMLInputElement;
    const click = vi.spyOn(picker, 'click');
    await user.click(screen.getByRole('button', { name: 'Remove the picture' }));
    expect(currentData().basics.picture.url).toBe('');
    expect(click).not.toHaveBeenCalled();
  });

  it('sets aspect ratio and radius from the presets, and the effects from the switches', async () => {
    const user = userEvent.setup();
    renderPanel();
    const aspect = screen.getByRole('group', { name: 'Aspect ratio presets' });
    await user.click(within(aspect).getByRole('button', { name: 'Portrait' }));
    expect(currentData().basics.picture.aspectRatio).toBe(0.75);
    expect(within(aspect).getByRole('button', { name: 'Portrait' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(within(aspect).getByRole('button', { name: 'Horizontal' }));
    expect(currentData().basics.picture.aspectRatio).toBe(1.33);
    const radius = screen.getByRole('group', { name: 'Border radius presets' });
    await user.click(within(radius).getByRole('button', { name: 'Circle' }));
    expect(currentData().basics.picture.borderRadius).toBe(9999);
    await user.click(within(radius).getByRole('button', { name: 'Rounded' }));
    expect(currentData().basics.picture.borderRadius).toBe(6);
    for (const effect of ['Hidden', 'Border', 'Grayscale'] as const) {
      await user.click(screen.getByRole('switch', { name: effect }));
    }
    expect(currentData().basics.picture.effects).toEqual({ hidden: true, border: true, grayscale: true });
  });

  it('lets numbers be typed freely and brings them into range when the field is left', async () => {
    const user = userEvent.setup();
    renderPanel();
    const aspect = screen.getByLabelText('Aspect ratio') as HTMLInputElement;
    await user.clear(aspect);
    await user.type(aspect, '0.75');
    expect(aspect.value).toBe('0.75');
    expect(currentData().basics.picture.aspectRatio).toBe(0.75);
    await user.clear(aspect);
    await user.type(aspect, '5');
    // Out of range while typing: not stored yet, not rewritten under the cursor.
    expect(aspect.value).toBe('5');
    expect(currentData().basics.picture.aspectRatio).toBe(0.75);
    await user.tab();
    expect(aspect.value).toBe('2');
    expect(currentData().basics.picture.aspectRatio).toBe(2);

    const radius = screen.getByLabelText('Border radius') as HTMLInputElement;
    await user.clear(radius);
    await user.type(radius, '20000{Enter}');
    expect(currentData().basics.picture.borderRadius).toBe(9999);
    expect(radius.value).toBe('9999');
  });

  it('lets the size be emptied: it then means the default 64 and shows the placeholder 128', async () => {
    const user = userEvent.setup();
    renderPanel();
    const size = screen.getByLabelText('Size (px)') as HTMLInputElement;
    expect(size.placeholder).toBe('128');
    await user.clear(size);
    await user.type(size, '96');
    expect(currentData().basics.picture.size).toBe(96);
    await user.clear(size);
    await user.tab();
    expect(size.value).toBe('');
    expect(currentData().basics.picture.size).toBe(64);
  });
});

describe('a section header menu', () => {
  const openMenu = async (user: ReturnType<typeof userEvent.setup>, ref: string, name: string) => {
    await user.click(within(section(ref)).getByRole('button', { name: `Options of ${name}` }));
    return screen.findByRole('menu');
  };

  it('renames, and resets to the default name', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(
      within(await openMenu(user, 'skills', 'Skills')).getByRole('menuitem', { name: 'Rename' }),
    );
    const name = await screen.findByLabelText('Section name');
    await user.clear(name);
    await user.type(name, 'Tools');
    expect(currentData().sections.skills.name).toBe('Tools');
    await user.click(screen.getByRole('button', { name: 'Reset to Skills' }));
    expect(currentData().sections.skills.name).toBe('Skills');
    await user.keyboard('{Escape}');

    act(() => loadResume(testResume(produce(currentData(), (d) => void (d.sections.skills.name = 'Tools')))));
    await user.click(
      within(await openMenu(user, 'skills', 'Tools')).getByRole('menuitem', { name: 'Reset name' }),
    );
    expect(currentData().sections.skills.name).toBe('Skills');
  });

  it('sets 1 to 5 columns', async () => {
    const user = userEvent.setup();
    renderPanel();
    const menu = await openMenu(user, 'skills', 'Skills');
    const counts = within(menu).getAllByRole('menuitemradio');
    expect(counts.map((entry) => entry.textContent)).toEqual(['1', '2', '3', '4', '5']);
    await user.click(within(menu).getByRole('menuitemradio', { name: '3' }));
    expect(currentData().sections.skills.columns).toBe(3);
  });

  it('hides and shows the section, and clears its items', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(
      within(await openMenu(user, 'skills', 'Skills')).getByRole('menuitem', { name: 'Hide section' }),
    );
    expect(currentData().sections.skills.visible).toBe(false);
    await user.click(
      within(await openMenu(user, 'skills', 'Skills')).getByRole('menuitem', { name: 'Show section' }),
    );
    expect(currentData().sections.skills.visible).toBe(true);
    await user.click(
      within(await openMenu(user, 'skills', 'Skills')).getByRole('menuitem', { name: 'Clear all items' }),
    );
    expect(currentData().sections.skills.items).toEqual([]);
  });

  it('offers delete only for custom sections, which also leave the layout', async () => {
    const user = userEvent.setup();
    renderPanel();
    const fixed = await openMenu(user, 'skills', 'Skills');
    expect(within(fixed).queryByRole('menuitem', { name: 'Delete section' })).toBeNull();
    await user.keyboard('{Escape}');

    // The panel's own button (the rail has one of the same name that scrolls to it).
    await user.click(document.getElementById('builder-section-add')!);
    const [id] = Object.keys(currentData().sections.custom);
    expect(currentData().metadata.layout.flat(2)).toContain(`custom.${id}`);
    const custom = await openMenu(user, `custom.${id}`, 'Custom section');
    expect(within(custom).queryByRole('menuitem', { name: 'Reset name' })).toBeNull();
    await user.click(within(custom).getByRole('menuitem', { name: 'Delete section' }));
    expect(currentData().sections.custom).toEqual({});
    expect(currentData().metadata.layout.flat(2)).not.toContain(`custom.${id}`);
  });
});

describe('item actions', () => {
  const itemMenu = async (user: ReturnType<typeof userEvent.setup>, title: string) => {
    await user.click(screen.getByRole('button', { name: `Actions for ${title}` }));
    return screen.findByRole('menu');
  };

  it('hides and shows an item', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(within(await itemMenu(user, 'Go')).getByRole('menuitem', { name: 'Hide' }));
    expect(currentData().sections.skills.items[0]!.visible).toBe(false);
    expect(within(section('skills')).getByLabelText('Hidden')).toBeTruthy();
    await user.click(within(await itemMenu(user, 'Go')).getByRole('menuitem', { name: 'Show' }));
    expect(currentData().sections.skills.items[0]!.visible).toBe(true);
  });

  it('duplicates an item through its dialog with a new cuid2 id', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(within(await itemMenu(user, 'Rust')).getByRole('menuitem', { name: 'Duplicate' }));
    const dialog = await screen.findByTestId('item-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Duplicate item' })).toBeTruthy();
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Rust');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(currentData().sections.skills.items).toHaveLength(3));
    const copy = currentData().sections.skills.items[2]!;
    expect(copy).toMatchObject({ name: 'Rust', visible: true });
    expect(copy.id).toMatch(cuid2Pattern);
    expect(copy.id).not.toBe('skill-b');
  });

  it('edits an item from a click on it, and deletes one after confirmation', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(within(section('skills')).getByRole('button', { name: /^Go/ }));
    const dialog = await screen.findByTestId('item-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Edit item' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await itemMenu(user, 'Go')).getByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(currentData().sections.skills.items.map((item) => item.id)).toEqual(['skill-b']),
    );
  });
});
