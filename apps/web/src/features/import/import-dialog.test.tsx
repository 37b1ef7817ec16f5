// The dialog's flow through the real importers (happy-dom runs them as a browser would); saving is covered by the
// end-to-end journey, which has a server.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { exportNativeJson } from '@rb/formats';
import { formatMessage } from '@rb/formats/messages';
import { createSampleResumeData, type ResumeData } from '@rb/schema';
import { Toaster } from '@/components/toaster';
import { createQueryClient } from '@/lib/query-client';
import { activateLocale } from '@/lib/i18n';
import { closeDashboardDialog, openDashboardDialog } from '@/features/resumes/dialog-store';
import { formatMessageDescriptor } from './format-messages';
import { ImportDialog, openImportDialog } from './index';

const setup = async () => {
  await activateLocale('en-US');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <ImportDialog />
        <Toaster />
      </I18nProvider>
    </QueryClientProvider>,
  );
  act(() => openImportDialog());
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  return { user: userEvent.setup(), dialog };
};

const chooseType = async (user: ReturnType<typeof userEvent.setup>, name: RegExp) => {
  await user.click(screen.getByRole('combobox', { name: 'Type' }));
  await user.click(await screen.findByRole('option', { name }));
};

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const submitButton = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!;

afterEach(() => vi.unstubAllGlobals());

/** The server at the network boundary: POST /api/resume/import answers the saved resume and keeps the body. */
const server = () => {
  const sent: { data: ResumeData; visibility?: string }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url !== '/api/resume/import' || init.method !== 'POST') throw new Error(`unexpected ${url}`);
    const body = JSON.parse(String(init.body)) as (typeof sent)[number];
    sent.push(body);
    const resume = {
      id: 'resume-1',
      title: body.data.basics.name,
      slug: 'imported',
      data: body.data,
      visibility: body.visibility ?? 'private',
      locked: false,
      version: 1,
      userId: 'user-1',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    return new Response(JSON.stringify(resume), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
};

const v3File = (flag: boolean) =>
  json(
    'old.json',
    JSON.stringify({
      public: flag,
      basics: { name: 'Tevita Lolohea', summary: 'Boat builder.' },
      sections: { skills: { type: 'basic', items: [{ name: 'Lashing' }] } },
    }),
  );
const json = (name: string, text: string) => new File([text], name, { type: 'application/json' });

describe('ImportDialog', () => {
  it('asks for both fields before validating', async () => {
    const { user, dialog } = await setup();
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    expect(within(dialog).getByText('Choose the format of your file.')).toBeTruthy();
    expect(within(dialog).getByText('Choose a file to import.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('accepts only the extension of the chosen type, in the input and on Validate', async () => {
    const { user, dialog } = await setup();
    await chooseType(user, /LinkedIn/);
    expect(fileInput().accept).toContain('.zip');
    // applyAccept off: a user can still pick any file through the system dialog's "all files" option.
    await userEvent.setup({ applyAccept: false }).upload(fileInput(), json('resume.json', '{}'));
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    expect(within(dialog).getByText('This format needs a .zip file.')).toBeTruthy();
    await chooseType(user, /JSON Resume/);
    expect(fileInput().accept).toContain('.json');
  });

  it('goes start → valid: an Import button and a disabled Validated button', async () => {
    const { user, dialog } = await setup();
    await chooseType(user, /^Resume Builder \(/);
    await user.upload(fileInput(), json('mine.json', exportNativeJson(createSampleResumeData())));
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    const importButton = await within(dialog).findByRole('button', { name: 'Import' });
    expect(within(dialog).getByRole('button', { name: 'Validated' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Validate' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(importButton));
  });

  it('goes start → invalid: errors as JSON under an error label, a toast and Reset; Reset starts over', async () => {
    const { user, dialog } = await setup();
    await chooseType(user, /JSON Resume/);
    await user.upload(fileInput(), json('broken.json', '{"basics": '));
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    const errors = await within(dialog).findByTestId('import-errors');
    expect(JSON.parse(errors.textContent ?? '')).toEqual([{ path: '', message: 'Failed to parse JSON' }]);
    expect(errors.textContent).toContain('\n  {\n    "path": ""');
    expect(errors.getAttribute('aria-labelledby')).toBe(within(dialog).getByText('Errors').id);
    expect(await screen.findByText('The file could not be validated.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Import' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(within(dialog).queryByTestId('import-errors')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Validate' })).toBeTruthy();
    expect(fileInput().files).toHaveLength(0);
    expect(within(dialog).getByRole('combobox', { name: 'Type' }).textContent).toContain('Choose a format');
  });

  it('clears the file and the result when the type changes', async () => {
    const { user, dialog } = await setup();
    await chooseType(user, /JSON Resume/);
    await user.upload(fileInput(), json('r.json', JSON.stringify({ basics: { name: 'Mireille Aubry' } })));
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    await within(dialog).findByRole('button', { name: 'Import' });
    await chooseType(user, /v3/);
    expect(within(dialog).queryByRole('button', { name: 'Import' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Validate' })).toBeTruthy();
    expect(fileInput().files).toHaveLength(0);
  });

  it('sends the v3 public flag with the document, and says so before importing', async () => {
    const sent = server();
    const { user, dialog } = await setup();
    await chooseType(user, /v3/);
    await user.upload(fileInput(), v3File(true));
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    expect(await within(dialog).findByTestId('import-public')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ visibility: 'public', data: { basics: { name: 'Tevita Lolohea' } } });
    // v3 without a rating: the schema's default level, not none.
    expect(sent[0]?.data.sections.skills.items[0]?.level).toBe(1);
  });

  it('sends the private flag of a private v3 file, and shows no public note', async () => {
    const sent = server();
    const { user, dialog } = await setup();
    await chooseType(user, /v3/);
    await user.upload(fileInput(), v3File(false));
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    await within(dialog).findByRole('button', { name: 'Import' });
    expect(within(dialog).queryByTestId('import-public')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // A private file is imported as every new resume is: the server's default, private.
    expect(sent[0]).toMatchObject({ visibility: 'private' });
  });

  it('shows the converters’ errors and warnings in the user’s language, the fixed messages word for word', async () => {
    const { user, dialog } = await setup();
    await chooseType(user, /JSON Resume/);
    await act(() => activateLocale('de-DE'));
    await user.upload(fileInput(), json('r.json', JSON.stringify({ basics: { url: 'nope' } })));
    await user.click(submitButton(dialog));
    const errors = await within(dialog).findByTestId('import-errors');
    // The catalog's own translation of the schema's message, as the builder shows it.
    expect(JSON.parse(errors.textContent ?? '')).toEqual([
      { path: 'basics.url', message: 'gib eine gültige URL ein' },
    ]);

    await user.upload(fileInput(), json('broken.json', '{'));
    await user.click(submitButton(dialog));
    await waitFor(() =>
      expect(JSON.parse(within(dialog).getByTestId('import-errors').textContent ?? '')).toEqual([
        { path: '', message: 'Failed to parse JSON' },
      ]),
    );

    const stray = formatMessage('notInFormat', 'certifications', { key: 'certifications' });
    const id = formatMessageDescriptor(stray)?.id ?? '';
    i18n.load('de-DE', { [id]: [['key'], ' gehört nicht zum Format JSON Resume und wurde weggelassen.'] });
    const withStray = { basics: { name: 'Mireille Aubry' }, certifications: [{ name: 'First aid' }] };
    await user.upload(fileInput(), json('r.json', JSON.stringify(withStray)));
    await user.click(submitButton(dialog));
    expect((await within(dialog).findByTestId('import-warnings')).textContent).toContain(
      'certifications gehört nicht zum Format JSON Resume und wurde weggelassen.',
    );
    await act(() => activateLocale('en-US'));
  });

  it('starts over when it is opened again', async () => {
    const { user, dialog } = await setup();
    await chooseType(user, /JSON Resume/);
    await user.upload(fileInput(), json('broken.json', 'nope'));
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    await within(dialog).findByTestId('import-errors');
    // Another dialog replaces it (one at a time), then it is opened again.
    act(() => openDashboardDialog({ name: 'resume', mode: 'create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => openImportDialog());
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).queryByTestId('import-errors')).toBeNull();
    expect(within(reopened).getByRole('combobox', { name: 'Type' }).textContent).toContain('Choose a format');
    act(() => closeDashboardDialog());
  });
});
