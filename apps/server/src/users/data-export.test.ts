// GET /api/user/me/export: the ZIP of all of a user's data, restored into an empty instance (its own, fresh
// database and DATA_DIR) through the public calls: every resume comes back equal, every picture with it.
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nativeImporter } from '@rb/formats';
import { createSampleResumeData, type ResumeData } from '@rb/schema';
import { Browser, multipart, registerUser } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let source: TestApp;
let empty: TestApp;
beforeAll(async () => {
  source = await createTestApp();
  empty = await createTestApp();
});
afterAll(async () => {
  await source?.close();
  await empty?.close();
});

const uploadPicture = async (browser: Browser, image: Buffer) => {
  const response = await browser.request({
    method: 'PUT',
    url: '/api/storage/image',
    ...multipart('file', 'me.png', 'image/png', image),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ url: string }>().url;
};

const square = (color: string) =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: color } })
    .png()
    .toBuffer();

/** The colour of the middle pixel, which survives re-encoding. */
const middle = async (image: Buffer) => {
  const { data } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  return [...data.subarray(20 * 40 * 3 + 60, 20 * 40 * 3 + 63)];
};

describe('GET /api/user/me/export', () => {
  it('answers 401 without a session', async () => {
    const response = await source.app.inject({ method: 'GET', url: '/api/user/me/export' });
    expect(response.json()).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });

  it('holds the account, every resume as native JSON and their pictures, and restores into an empty instance', async () => {
    const owner = new Browser(source.app);
    const account = await registerUser(owner);
    const photo = await uploadPicture(owner, await square('#dc2626'));
    const inline = await uploadPicture(owner, await square('#2563eb'));
    expect((await owner.patch('/api/user/me', { picture: photo })).statusCode).toBe(200);

    const first = createSampleResumeData();
    first.basics.picture.url = photo;
    first.sections.summary.content = `<p>Summary with a picture.</p><p><img src="${inline}"></p>`;
    const second = createSampleResumeData();
    second.basics.name = 'Second Person';
    const saved: Record<string, ResumeData> = {};
    for (const [slug, data, visibility] of [
      ['first-resume', first, 'public'],
      ['second-resume', second, 'private'],
    ] as const) {
      const created = await owner.post('/api/resume', { title: slug, slug, visibility });
      const { id, version } = created.json<{ id: string; version: number }>();
      const updated = await owner.patch(`/api/resume/${id}`, { data, version });
      expect(updated.statusCode, updated.body).toBe(200);
      saved[slug] = updated.json<{ data: ResumeData }>().data;
    }
    // Somebody else's data stays out of it.
    const stranger = new Browser(source.app);
    await registerUser(stranger);
    await stranger.post('/api/resume', { title: 'Not mine', slug: 'not-mine', visibility: 'private' });

    const response = await owner.get('/api/user/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="resume-builder-${account.username}.zip"`,
    );
    const zip = await JSZip.loadAsync(response.rawPayload);
    const names = Object.keys(zip.files)
      .filter((name) => !zip.files[name]!.dir)
      .sort();
    const pictureName = (url: string) => `pictures/${url.split('/').at(-1)}`;
    expect(names).toEqual(
      [
        'account.json',
        'resumes.json',
        'resumes/first-resume.json',
        'resumes/second-resume.json',
        pictureName(photo),
        pictureName(inline),
      ].sort(),
    );
    const exportedAccount = JSON.parse(await zip.file('account.json')!.async('string'));
    expect(exportedAccount).toMatchObject({
      email: account.email,
      username: account.username,
      picture: photo,
    });
    expect(Object.keys(exportedAccount).filter((key) => /secret|hash|token/i.test(key))).toEqual([]);
    const index = JSON.parse(await zip.file('resumes.json')!.async('string')) as {
      file: string;
      title: string;
      slug: string;
      visibility: 'public' | 'private';
    }[];
    expect(index.map((entry) => entry.visibility).sort()).toEqual(['private', 'public']);

    // Restore: a new account on the empty instance uploads the pictures and imports the resumes.
    const restorer = new Browser(empty.app);
    await registerUser(restorer);
    const newAddress = new Map<string, string>();
    for (const name of names.filter((entry) => entry.startsWith('pictures/'))) {
      const bytes = await zip.file(name)!.async('nodebuffer');
      const url = await uploadPicture(restorer, bytes);
      newAddress.set(`/api/storage/${account.id}/${name.slice('pictures/'.length)}`, new URL(url).pathname);
    }
    for (const entry of index) {
      let text = await zip.file(entry.file)!.async('string');
      for (const [from, to] of newAddress) text = text.replaceAll(from, to);
      const parsed = await nativeImporter.parse(text);
      expect(parsed.ok).toBe(true);
      const imported = await restorer.post('/api/resume/import', {
        data: (parsed as { data: ResumeData }).data,
        title: entry.title,
        slug: entry.slug,
        visibility: entry.visibility,
      });
      expect(imported.statusCode, imported.body).toBe(200);
      const restored = imported.json<{ data: ResumeData; slug: string }>();
      expect(restored.slug).toBe(entry.slug);
      // The same document, but for the pictures' new addresses.
      let expected = JSON.stringify(saved[entry.slug]);
      for (const [from, to] of newAddress) expected = expected.replaceAll(from, to);
      expect(restored.data).toEqual(JSON.parse(expected));
    }
    // The restored pictures show what the originals showed.
    const restoredPhoto = (await restorer.get('/api/resume')).json<{ data: ResumeData; slug: string }[]>();
    const photoUrl = restoredPhoto.find((resume) => resume.slug === 'first-resume')!.data.basics.picture.url;
    const served = await restorer.get(new URL(photoUrl, 'http://localhost').pathname);
    expect(served.statusCode).toBe(200);
    expect(await middle(served.rawPayload)).toEqual(await middle(await square('#dc2626')));
  });
});
