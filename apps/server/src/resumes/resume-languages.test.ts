// Language versions of one resume through the API, on a real database and in the real Chromium: saving versions
// (validated, sanitised), the public page, the exports and the PDF per language, with `lang` following the
// version (docs/decisions/0017-resume-language-versions.md).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createId,
  createSampleResumeData,
  type PublicResumeDto,
  type ResumeData,
  type ResumeDto,
} from '@rb/schema';
import { Browser, registerUser, type TestAccount } from '../../test/auth-helpers.ts';
import { type TestApp } from '../../test/harness.ts';
import { createListeningTestApp, ensureArtboardBuilt } from '../../test/listening-app.ts';

// 3365–3368 belong to this file; the two database projects run at the same time.
const APP_PORTS = [3365, 3366, 3367, 3368];

let t: TestApp;
const work = mkdtempSync(path.join(os.tmpdir(), 'rb-languages-test-'));

beforeAll(async () => {
  ensureArtboardBuilt();
  t = await createListeningTestApp(APP_PORTS);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

/** The sample in English with a German version that translates the headline, a section name and one position. */
function bilingual(): ResumeData {
  const data = createSampleResumeData();
  data.basics.headline = 'Logistics engineer';
  data.metadata.languages = ['en-US', 'de-DE'];
  const job = data.sections.experience.items[0]!;
  job.position = 'Route planner';
  data.metadata.translations = {
    'de-DE': {
      basics: { headline: 'Logistikingenieurin' },
      sections: {
        experience: { name: 'Berufserfahrung', items: { [job.id]: { position: 'Tourenplanerin' } } },
        summary: { content: '<p>Deutsch<script>alert(1)</script></p>' },
      },
    },
  };
  return data;
}

async function signedIn(): Promise<{ browser: Browser; account: TestAccount }> {
  const browser = new Browser(t.app);
  return { browser, account: await registerUser(browser) };
}

async function createResume(browser: Browser, data: ResumeData, visibility = 'private'): Promise<ResumeDto> {
  const slug = `languages-${createId().slice(0, 8)}`;
  const created = await browser.post('/api/resume', { title: 'Languages', slug, visibility });
  expect(created.statusCode, created.body).toBe(200);
  const { id, version } = created.json<ResumeDto>();
  const updated = await browser.patch(`/api/resume/${id}`, { data, version });
  expect(updated.statusCode, updated.body).toBe(200);
  return updated.json<ResumeDto>();
}

const pdfText = (bytes: Buffer, name: string): string => {
  const file = path.join(work, name);
  writeFileSync(file, bytes);
  const result = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout;
};

describe('saving language versions', () => {
  it('keeps the versions and sanitises their rich text', async () => {
    const { browser } = await signedIn();
    const resume = await createResume(browser, bilingual());
    expect(resume.data.metadata.languages).toEqual(['en-US', 'de-DE']);
    const german = resume.data.metadata.translations['de-DE']!;
    expect(german.basics).toEqual({ headline: 'Logistikingenieurin' });
    expect(german.sections!.summary!.content).toBe('<p>Deutsch</p>');
  });

  it('refuses an unknown language, a repeated one, more than ten and untranslatable fields, with a coded 400', async () => {
    const { browser } = await signedIn();
    const resume = await createResume(browser, createSampleResumeData());
    const attempts: ResumeData['metadata'][] = [
      { ...resume.data.metadata, languages: ['en-US', 'xx-XX' as never] },
      { ...resume.data.metadata, languages: ['en-US', 'en-US'] },
      {
        ...resume.data.metadata,
        languages: [
          'en-US',
          'de-DE',
          'fr-FR',
          'it-IT',
          'es-ES',
          'nl-NL',
          'pl-PL',
          'pt-BR',
          'pt-PT',
          'sv-SE',
          'ja-JP',
        ],
      },
      {
        ...resume.data.metadata,
        languages: ['en-US', 'de-DE'],
        translations: { 'de-DE': { basics: { email: 'x@example.com' } } },
      },
    ];
    for (const metadata of attempts) {
      const response = await browser.patch(`/api/resume/${resume.id}`, {
        data: { ...resume.data, metadata },
        version: resume.version,
      });
      expect(response.statusCode, JSON.stringify(metadata.languages)).toBe(400);
      expect(response.json().message).toBe('ValidationError');
    }
  });
});

describe('the public page per language', () => {
  it('answers the first version by default and the one named by lang', async () => {
    const { browser, account } = await signedIn();
    const resume = await createResume(browser, bilingual(), 'public');
    const visitor = new Browser(t.app);
    const base = `/api/resume/public/${account.username}/${resume.slug}`;

    const first = (await visitor.get(base)).json<PublicResumeDto>();
    expect(first.data.basics.headline).toBe('Logistics engineer');
    expect(first.data.metadata.languages).toEqual(['en-US']);

    const german = await visitor.get(`${base}?lang=de-DE`);
    expect(german.statusCode, german.body).toBe(200);
    const data = german.json<PublicResumeDto>().data;
    expect(data.basics.headline).toBe('Logistikingenieurin');
    expect(data.sections.experience.name).toBe('Berufserfahrung');
    expect(data.sections.experience.items[0]!.position).toBe('Tourenplanerin');
    // Shared by construction: the dates and the picture are the first version's.
    expect(data.sections.experience.items[0]!.date).toBe(resume.data.sections.experience.items[0]!.date);
    expect(data.basics.picture).toEqual(resume.data.basics.picture);
    expect(data.metadata.languages).toEqual(['de-DE']);
    expect(data.metadata.translations).toEqual({});

    const missing = await visitor.get(`${base}?lang=fr-FR`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('ResumeLanguageNotFound');
    const invalid = await visitor.get(`${base}?lang=klingon`);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('ValidationError');
  });

  it('serves an older one-version resume as before, and refuses a lang for it', async () => {
    const { browser, account } = await signedIn();
    const resume = await createResume(browser, createSampleResumeData(), 'public');
    const base = `/api/resume/public/${account.username}/${resume.slug}`;
    const page = (await browser.get(base)).json<PublicResumeDto>();
    expect(page.data.metadata.languages).toEqual([]);
    expect(page.data.basics.name).toBe(resume.data.basics.name);
    expect((await browser.get(`${base}?lang=de-DE`)).json().message).toBe('ResumeLanguageNotFound');
  });
});

describe('exports per language', () => {
  it('exports the chosen version as JSON Resume and keeps every version in the product JSON', async () => {
    const { browser } = await signedIn();
    const resume = await createResume(browser, bilingual());
    const jsonResume = await browser.get(`/api/resume/${resume.id}/export/json-resume?lang=de-DE`);
    expect(jsonResume.statusCode, jsonResume.body).toBe(200);
    const german = jsonResume.json<{ basics: { label: string }; work: { position: string }[] }>();
    expect(german.basics.label).toBe('Logistikingenieurin');
    expect(german.work[0]!.position).toBe('Tourenplanerin');
    const english = (await browser.get(`/api/resume/${resume.id}/export/json-resume`)).json<{
      basics: { label: string };
    }>();
    expect(english.basics.label).toBe('Logistics engineer');
    const native = (await browser.get(`/api/resume/${resume.id}/export/json`)).json<ResumeData>();
    expect(native.metadata.languages).toEqual(['en-US', 'de-DE']);
    expect(native.metadata.translations['de-DE']!.basics).toEqual({ headline: 'Logistikingenieurin' });
  });
});

describe('GET /api/resume/print/:id per language', () => {
  it('prints each version with its own text and language, in files of their own', async () => {
    const { browser } = await signedIn();
    const resume = await createResume(browser, bilingual());

    const print = async (query: string) => {
      const printed = await browser.get(`/api/resume/print/${resume.id}${query}`);
      expect(printed.statusCode, printed.body).toBe(200);
      const url = new URL(printed.json<{ url: string }>().url);
      const file = await browser.get(url.pathname + url.search);
      expect(file.statusCode).toBe(200);
      return { url, file };
    };
    const english = await print('');
    const german = await print('?lang=de-DE');
    expect(german.url.pathname).not.toBe(english.url.pathname);
    expect(german.url.searchParams.get('lang')).toBe('de-DE');
    expect(german.file.headers['content-disposition']).toContain(`${resume.slug}-de-DE.pdf`);

    const englishText = pdfText(english.file.rawPayload, 'english.pdf');
    const germanText = pdfText(german.file.rawPayload, 'german.pdf');
    expect(englishText).toContain('Logistics engineer');
    expect(englishText).toContain('Route planner');
    expect(englishText).not.toContain('Logistikingenieurin');
    expect(germanText).toContain('Logistikingenieurin');
    expect(germanText).toContain('Tourenplanerin');
    expect(germanText).toContain('Berufserfahrung');
    expect(germanText).not.toContain('Route planner');
    // The PDF's language follows the version (Chromium writes the page's lang into the catalogue).
    expect(english.file.rawPayload.toString('latin1')).toContain('/Lang (en-US)');
    expect(german.file.rawPayload.toString('latin1')).toContain('/Lang (de-DE)');

    // The German file is served only under its own language; the English one stays after the German print.
    expect((await browser.get(german.url.pathname)).statusCode).toBe(404);
    expect((await browser.get(english.url.pathname)).statusCode).toBe(200);

    const missing = await browser.get(`/api/resume/print/${resume.id}?lang=fr-FR`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('ResumeLanguageNotFound');
  }, 120_000);
});
