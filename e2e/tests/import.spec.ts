// The import journey (docs/product.md#import-flow): for each format, a file goes through the dialog (type, file, Validate in the
// browser, Import) and the resume appears in the list under its person's name; for each format, an invalid file
// shows its errors under the error label with a toast, and Reset, a new type and reopening start over.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import JSZip from 'jszip';
import { expect, test, type Page } from '@playwright/test';

const fixtures = new URL('../fixtures/import/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, fixtures));

/** A LinkedIn data export as LinkedIn ships it: a zip of CSVs, with files the importer does not read. */
const linkedInExport = async (): Promise<Buffer> => {
  const zip = new JSZip();
  const csvs = [
    'Profile',
    'Email Addresses',
    'Positions',
    'Education',
    'Languages',
    'Skills',
    'Certifications',
  ];
  for (const name of csvs) zip.file(`${name}.csv`, fixture(`linkedin/${name}.csv`));
  zip.file('Connections.csv', 'First Name,Last Name,Company\nOla,Nordmann,Example AS\n');
  zip.file('Rich_Media.csv', 'Date/Time,Media Description\n');
  return Buffer.from(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
};

type Case = {
  type: RegExp;
  typeName: string;
  file: () => Promise<{ name: string; mimeType: string; buffer: Buffer }>;
};

const json = (name: string) => async () => ({ name, mimeType: 'application/json', buffer: fixture(name) });

const cases: Record<string, Case> = {
  'Henrike Solberg': { type: /^Resume Builder \(/, typeName: 'native', file: json('native.json') },
  'Tavita Fonoti': { type: /Resume Builder v3/, typeName: 'v3', file: json('v3.json') },
  'Kwabena Mensah-Larsen': { type: /JSON Resume/, typeName: 'JSON Resume', file: json('json-resume.json') },
  'Inês Carvalho Ødegaard': {
    type: /LinkedIn/,
    typeName: 'LinkedIn',
    file: async () => ({
      name: 'Basic_LinkedInDataExport.zip',
      mimeType: 'application/zip',
      buffer: await linkedInExport(),
    }),
  },
};

const invalid = (name: string) => async () => ({
  name,
  mimeType: 'application/json',
  buffer: fixture(`invalid/${name}`),
});

/** An archive with no LinkedIn file in it: photos and a CSV of another service. */
const notALinkedInExport = async () => {
  const zip = new JSZip();
  zip.file('photos/IMG_0001.jpg', 'not really a photo');
  zip.file('contacts.csv', 'Name,Phone\nOla Nordmann,+47 555 01 234\n');
  return {
    name: 'export.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(await zip.generateAsync({ type: 'uint8array' })),
  };
};

/** For each type, a file that breaks one of its rules, and the errors the dialog shows for it (in English). */
const invalidCases: {
  typeName: string;
  type: RegExp;
  other: RegExp;
  file: () => Promise<{ name: string; mimeType: string; buffer: Buffer }>;
  errors: { path: string; message: string }[];
}[] = [
  {
    typeName: 'native',
    type: /^Resume Builder \(/,
    other: /JSON Resume/,
    file: invalid('native-bad-email.json'),
    errors: [{ path: 'basics.email', message: 'enter a valid email' }],
  },
  {
    typeName: 'v3',
    type: /Resume Builder v3/,
    other: /^Resume Builder \(/,
    file: invalid('v3-unknown-section-type.json'),
    errors: [
      {
        path: 'sections.work.type',
        // The types v3 wrote: its own three, and the kind a copied section was made from.
        message:
          'Expected one of: "basic", "work", "custom", "location", "profiles", "education", "awards", ' +
          '"certifications", "publications", "skills", "languages", "interests", "volunteer", "projects", "references"',
      },
    ],
  },
  {
    typeName: 'JSON Resume',
    type: /JSON Resume/,
    other: /LinkedIn/,
    file: invalid('json-resume-bad-date.json'),
    errors: [{ path: 'work.0.startDate', message: 'ISO8601 Date Format' }],
  },
  {
    typeName: 'LinkedIn',
    type: /LinkedIn/,
    other: /Resume Builder v3/,
    file: notALinkedInExport,
    errors: [
      {
        path: '',
        message:
          'No LinkedIn export files were found in the archive. Expected CSV files named Profile, Email Addresses, Certifications, Education, Languages, Positions, Projects, Skills.',
      },
    ],
  },
];

/** Registers through the API with the page's own request context, so the page is signed in by its cookies. */
const signUp = async (page: Page) => {
  const tag = randomBytes(4).toString('hex');
  const response = await page.request.post('/api/auth/register', {
    data: {
      name: `Importer ${tag}`,
      username: `importer-${tag}`,
      email: `importer-${tag}@example.com`,
      password: `secret-${tag}`,
      locale: 'en-US',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
};

const openDialog = async (page: Page) => {
  await page.goto('/dashboard/resumes');
  await expect(page.getByRole('heading', { name: 'Resumes' })).toBeVisible();
  await page.getByRole('button', { name: /Import an existing resume/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Import an existing resume' });
  await expect(dialog).toBeVisible();
  return dialog;
};

const chooseType = async (page: Page, type: RegExp) => {
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: type }).click();
};

test.describe('importing a resume', () => {
  test.beforeEach(async ({ page }) => signUp(page));

  for (const [name, { type, typeName, file }] of Object.entries(cases)) {
    test(`imports a ${typeName} file through the dialog`, async ({ page }) => {
      const dialog = await openDialog(page);
      await chooseType(page, type);
      await dialog.getByLabel('File').setInputFiles(await file());
      await dialog.getByRole('button', { name: 'Validate' }).click();

      const valid = dialog.getByTestId('import-valid');
      await expect(valid).toContainText(name);
      await expect(dialog.getByRole('button', { name: 'Validated' })).toBeDisabled();
      await expect(dialog.getByTestId('import-public')).toHaveCount(typeName === 'v3' ? 1 : 0);
      const milliseconds = await valid.getAttribute('data-validate-ms');
      test.info().annotations.push({ type: 'validate-ms', description: `${typeName}: ${milliseconds} ms` });
      console.log(`validate ${typeName}: ${milliseconds} ms`);

      // The Import button has the focus after validating: Enter imports.
      await expect(dialog.getByRole('button', { name: 'Import' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/dashboard\/resumes$/);
      await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible();

      // Saved on the server too, not only added to the cached list; the v3 file's public flag came along.
      const list = (await (await page.request.get('/api/resume')).json()) as {
        title: string;
        visibility: string;
      }[];
      expect(list.find((resume) => resume.title === name)?.visibility).toBe(
        typeName === 'v3' ? 'public' : 'private',
      );
    });
  }

  for (const { typeName, type, other, file, errors } of invalidCases) {
    test(`${typeName}: an invalid file shows its errors and a toast, Reset, a new type and reopening start over`, async ({
      page,
    }) => {
      const dialog = await openDialog(page);
      const fileInput = dialog.getByLabel('File');
      const fileCount = () => fileInput.evaluate((input: HTMLInputElement) => input.files?.length ?? 0);
      await chooseType(page, type);
      await fileInput.setInputFiles(await file());
      await dialog.getByRole('button', { name: 'Validate' }).click();

      // docs/product.md#import-flow: the errors as formatted JSON under an error label, and an error toast.
      const label = dialog.getByText('Errors', { exact: true });
      await expect(label).toBeVisible();
      const shown = dialog.getByTestId('import-errors');
      await expect(shown).toHaveAttribute('aria-labelledby', (await label.getAttribute('id')) ?? '');
      const text = (await shown.textContent()) ?? '';
      expect(JSON.parse(text)).toEqual(errors);
      expect(text).toContain('\n  {\n    "path": ');
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: 'The file could not be validated.' }),
      ).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Import' })).toHaveCount(0);

      // Reset: no result, no type, no file.
      await dialog.getByRole('button', { name: 'Reset' }).click();
      await expect(shown).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'Validate' })).toBeVisible();
      await expect(dialog.getByRole('combobox', { name: 'Type' })).toContainText('Choose a format');
      expect(await fileCount()).toBe(0);

      // docs/product.md#import-flow: changing the type clears the file and the result.
      await chooseType(page, type);
      await fileInput.setInputFiles(await file());
      await dialog.getByRole('button', { name: 'Validate' }).click();
      await expect(shown).toBeVisible();
      await chooseType(page, other);
      await expect(shown).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'Validate' })).toBeVisible();
      expect(await fileCount()).toBe(0);

      // docs/product.md#import-flow: opening the dialog resets it.
      await fileInput.setInputFiles(await file());
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: /Import an existing resume/ }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('combobox', { name: 'Type' })).toContainText('Choose a format');
      expect(await fileCount()).toBe(0);
      await expect(dialog.getByRole('button', { name: 'Validate' })).toBeVisible();
    });
  }

  test('a refused import shows the server’s message in an error toast', async ({ page }) => {
    const dialog = await openDialog(page);
    await chooseType(page, /JSON Resume/);
    await dialog.getByLabel('File').setInputFiles({
      name: 'json-resume.json',
      mimeType: 'application/json',
      buffer: fixture('json-resume.json'),
    });
    await dialog.getByRole('button', { name: 'Validate' }).click();
    await expect(dialog.getByRole('button', { name: 'Validated' })).toBeDisabled();
    // The session ends (signed out on another tab) between validating and importing: the server refuses.
    expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
    await dialog.getByRole('button', { name: 'Import' }).click();
    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Oops, the server returned an error.' });
    await expect(toast).toContainText('Your session has ended. Please sign in again.');
    expect(await page.request.get('/api/resume').then((response) => response.status())).toBe(401);
  });

  test('Ctrl+I opens the dialog, and an empty archive gives the fixed message', async ({ page }) => {
    await page.goto('/dashboard/resumes');
    await expect(page.getByRole('heading', { name: 'Resumes' })).toBeVisible();
    await page.keyboard.press('Control+i');
    const dialog = page.getByRole('dialog', { name: 'Import an existing resume' });
    await expect(dialog).toBeVisible();
    await chooseType(page, /LinkedIn/);
    const empty = Buffer.from(await new JSZip().generateAsync({ type: 'uint8array' }));
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'empty.zip', mimeType: 'application/zip', buffer: empty });
    await dialog.getByRole('button', { name: 'Validate' }).click();
    await expect(dialog.getByTestId('import-errors')).toContainText(
      'ParserError: There were no files found inside the zip archive.',
    );
  });

  test('a PDF made by another program goes through the review step, and the import saves what was corrected', async ({
    page,
  }) => {
    // A one-column resume Chromium printed from plain HTML (packages/formats/fixtures/pdf/, made by its script).
    const pdf = readFileSync(
      new URL('../../packages/formats/fixtures/pdf/chromium-html/en-single.pdf', import.meta.url),
    );
    const dialog = await openDialog(page);
    await chooseType(page, /^PDF/);
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'harriet.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dialog.getByRole('button', { name: 'Validate' }).click();

    const review = dialog.getByTestId('import-review');
    await expect(review).toBeVisible({ timeout: 30_000 });
    await expect(
      review.getByText('Check what was read from the file before you import it.', { exact: false }),
    ).toBeVisible();
    const basics = review.getByRole('group', { name: 'Basics' });
    const name = basics.getByLabel('Name', { exact: true });
    await expect(name).toHaveValue('Harriet Quillfeather');
    await expect(basics.getByLabel('Email', { exact: true })).toHaveValue('harriet.quillfeather@example.com');
    // What the import is unsure of is marked for a second look.
    await expect(review.locator('input[aria-invalid="true"]').first()).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await dialog.screenshot({ path: test.info().outputPath(`import-review-${scheme}.png`) });
      if (process.env.E2E_SHOTS)
        await dialog.screenshot({ path: `${process.env.E2E_SHOTS}/import-review-${scheme}.png` });
    }

    await name.fill('Harriet Q. Quillfeather');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByText('Harriet Q. Quillfeather', { exact: true })).toBeVisible();
    const list = (await (await page.request.get('/api/resume')).json()) as { id: string; title: string }[];
    const imported = list.find((resume) => resume.title === 'Harriet Q. Quillfeather')!;
    const resume = (await (await page.request.get(`/api/resume/${imported.id}`)).json()) as {
      data: { basics: { name: string; email: string } };
    };
    expect(resume.data.basics).toMatchObject({
      name: 'Harriet Q. Quillfeather',
      email: 'harriet.quillfeather@example.com',
    });
  });

  test('looks finished in the valid and invalid states, light and dark', async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const dialog = await openDialog(page);
      await chooseType(page, /JSON Resume/);
      await dialog.getByLabel('File').setInputFiles({
        name: 'json-resume.json',
        mimeType: 'application/json',
        buffer: fixture('json-resume.json'),
      });
      await dialog.getByRole('button', { name: 'Validate' }).click();
      await expect(dialog.getByTestId('import-warnings')).toBeVisible();
      await dialog.screenshot({ path: test.info().outputPath(`import-valid-${scheme}.png`) });

      await dialog.getByLabel('File').setInputFiles({
        name: 'broken.json',
        mimeType: 'application/json',
        buffer: fixture('broken-json.txt'),
      });
      await dialog.getByRole('button', { name: 'Validate' }).click();
      await expect(dialog.getByTestId('import-errors')).toBeVisible();
      await page.getByText('The file could not be validated.').waitFor();
      await page.screenshot({ path: test.info().outputPath(`import-invalid-${scheme}.png`) });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
});
