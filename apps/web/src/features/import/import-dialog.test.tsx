// The dialog's flow through the real importers (happy-dom runs them as a browser would); saving is covered by the
// end-to-end journey, which has a server.
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { exportNativeJson } from '@rb/formats';
import { createSampleResumeData } from '@rb/schema';
import { Toaster } from '@/components/toaster';
import { createQueryClient } from '@/lib/query-client';
import { activateLocale } from '@/lib/i18n';
import { closeDashboardDialog, openDashboardDialog } from '@/features/resumes/dialog-store';
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

const fileInput = () => screen.getByLabelText('File') as HTMLInputElement;
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
