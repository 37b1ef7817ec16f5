import { describe, expect, it } from 'vitest';
import { sampleResumeData } from '../sample.ts';
import { fontCatalogueEntry, languageDto } from './catalogue.ts';
import { contracts, type Contract } from './endpoints.ts';
import { contractJsonSchema } from './json-schema.ts';
import {
  publicResumeDto,
  publicResumePreview,
  resumeDto,
  richTextToPlain,
  statisticsDto,
  updateResumeBody,
} from './resume.ts';
import { loginResponse, userDto } from './user.ts';

const storedUser = {
  id: 'u1',
  name: 'Ada Byron',
  picture: null,
  username: 'ada',
  email: 'ada@example.com',
  locale: 'en-US',
  emailVerified: true,
  twoFactorEnabled: false,
  provider: 'email',
  createdAt: '2024-01-02T03:04:05.000Z',
  updatedAt: '2024-01-02T03:04:05.000Z',
};

const storedResume = {
  id: 'r1',
  title: 'My CV',
  slug: 'my-cv',
  data: sampleResumeData,
  visibility: 'public',
  locked: false,
  version: 3,
  userId: 'u1',
  createdAt: '2024-01-02T03:04:05.000Z',
  updatedAt: '2024-02-02T03:04:05.000Z',
};

describe('contracts', () => {
  it('list every call of the product once', () => {
    const routes = Object.values(contracts).map((contract) => `${contract.method} ${contract.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /auth/login',
        'POST /auth/2fa/backup',
        'GET /auth/providers',
        'GET /auth/signups',
        'PATCH /user/me',
        'GET /translation/languages',
        'PATCH /resume/:id/lock',
        'GET /resume/print/:id/preview',
        'GET /resume/public/:username/:slug',
        'GET /resume/:id/statistics',
        'POST /resume/import/:type',
        'GET /resume/:id/export/:format',
        'PUT /storage/image',
        'GET /pictures/remote',
        'GET /contributors/crowdin',
        'GET /resume/:id/history',
        'POST /resume/:id/history/:snapshotId/restore',
        'POST /letter',
        'PATCH /letter/:id',
        'GET /letter/:id/export/:format',
        'GET /letter/print/:id',
        'GET /letter/:id/statistics',
        'GET /letter/:id/history',
        'GET /letter/:id/history/:snapshotId',
        'POST /letter/:id/history/:snapshotId/restore',
      ]),
    );
    expect(routes).toHaveLength(57);
  });

  it('read users as dates and drop anything secret', () => {
    const user = userDto.parse({ ...storedUser, password: 'hash', twoFactorSecret: 'S' });
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('twoFactorSecret');
    expect(loginResponse.parse({ status: '2fa_required', user }).status).toBe('2fa_required');
    expect(loginResponse.safeParse({ status: 'maybe', user }).success).toBe(false);
  });

  it('keep notes for the owner and strip them, the owner id and the lock from the public resume', () => {
    expect(resumeDto.parse(storedResume).data.metadata.notes).toContain('Private notes');
    const visible = publicResumeDto.parse({ ...storedResume, user: { name: 'Ada', username: 'ada' } });
    expect(visible.data.metadata).not.toHaveProperty('notes');
    expect(JSON.stringify(visible)).not.toContain('Private notes');
    expect(Object.keys(visible).sort()).toEqual(['data', 'id', 'title', 'user']);
  });

  it('name a public resume for tabs and link previews from its name, summary and headline', () => {
    const data = structuredClone(sampleResumeData);
    const resume = { title: 'My CV', user: { name: 'Ada Byron', username: 'ada' }, data };
    const preview = publicResumePreview({
      ...resume,
      data: {
        ...data,
        basics: { ...data.basics, name: 'Ada &amp; Co' },
        sections: {
          ...data.sections,
          summary: { ...data.sections.summary, content: '<p>Builds <b>engines</b> &amp; tables&#33;</p>' },
        },
      },
    });
    expect(preview).toEqual({ title: 'Ada &amp; Co — My CV', description: 'Builds engines & tables!' });
    const bare = publicResumePreview({
      ...resume,
      data: {
        ...data,
        basics: { ...data.basics, name: ' ', headline: 'Engineer' },
        sections: { ...data.sections, summary: { ...data.sections.summary, content: '<p></p>' } },
      },
    });
    expect(bare).toEqual({ title: 'Ada Byron — My CV', description: 'Engineer' });
    expect(richTextToPlain('<p>a</p><p>b&nbsp;c &unknown;</p>')).toBe('a b c &unknown;');
  });

  it('require the base version on an edit', () => {
    expect(updateResumeBody.parse({ title: 'New', version: 3 })).toEqual({ title: 'New', version: 3 });
    expect(updateResumeBody.safeParse({ title: 'New' }).success).toBe(false);
    expect(updateResumeBody.safeParse({ version: -1 }).success).toBe(false);
  });

  it('read statistics, languages and fonts', () => {
    expect(statisticsDto.parse({})).toEqual({ views: 0, downloads: 0 });
    expect(
      statisticsDto.safeParse({
        views: 1,
        downloads: 0,
        daily: [{ date: '2024-3-1', views: 1, downloads: 0 }],
      }).success,
    ).toBe(false);
    expect(
      languageDto.safeParse({ id: 'de', name: 'German', editorCode: 'de', locale: 'de-DE', progress: 101 })
        .success,
    ).toBe(false);
    const font = {
      family: 'Lato',
      category: 'sans-serif',
      subsets: ['latin'],
      variants: ['regular', '700', '700italic'],
      files: { regular: '/fonts/lato/regular.woff2' },
    };
    expect(fontCatalogueEntry.parse(font)).toEqual(font);
    expect(fontCatalogueEntry.safeParse({ ...font, variants: ['bold'] }).success).toBe(false);
    expect(fontCatalogueEntry.safeParse({ ...font, category: 'script' }).success).toBe(false);
  });

  it('convert to JSON Schema for the API docs, dates as date-time strings', () => {
    for (const contract of Object.values(contracts) as Contract[]) {
      for (const part of [contract.body, contract.response]) {
        if (!part || part === 'multipart') continue;
        expect(contractJsonSchema(part, 'input')).toHaveProperty('$schema');
        expect(contractJsonSchema(part, 'output')).toHaveProperty('$schema');
      }
    }
    const user = contractJsonSchema(userDto) as { properties: Record<string, unknown> };
    expect(user.properties.createdAt).toEqual({ type: 'string', format: 'date-time' });
    const login = contractJsonSchema(contracts.login.body, 'input') as { required: string[] };
    expect(login.required).toEqual(['identifier', 'password']);
  });
});
