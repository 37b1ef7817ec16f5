// The one rule of who may see a resume, on a real database: owner, visitor of a public resume, share link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeDto } from '@rb/schema';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, registerUser } from '../../test/auth-helpers.ts';
import { mayRead, ownedResume, readableResume, type ResumeReader } from './resume-access.ts';
import { findResumeById } from './resumes.queries.ts';
import { depsOf } from '../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const owner = '00000000-0000-4000-8000-000000000001';
const stranger = '00000000-0000-4000-8000-000000000002';

describe('mayRead', () => {
  const cases: [string, ResumeReader, boolean, boolean][] = [
    // reader, may read a private resume, may read a public one
    ['the owner', { via: 'owner', userId: owner }, true, true],
    ['another user asking as owner', { via: 'owner', userId: stranger }, false, false],
    ['the owner as a visitor', { via: 'visitor', userId: owner }, true, true],
    ['another signed-in visitor', { via: 'visitor', userId: stranger }, false, true],
    ['a guest', { via: 'visitor', userId: undefined }, false, true],
    ['a share link', { via: 'link' }, true, true],
  ];
  it.each(cases)('%s', (_name, reader, seesPrivate, seesPublic) => {
    expect(mayRead({ userId: owner, visibility: 'private' }, reader)).toBe(seesPrivate);
    expect(mayRead({ userId: owner, visibility: 'public' }, reader)).toBe(seesPublic);
  });
});

describe('readableResume and ownedResume', () => {
  it('answer ResumeNotFound to whoever may not see it, and to an id that cannot exist without a query', async () => {
    const browser = new Browser(t.app);
    const user = await registerUser(browser);
    const { id } = (await browser.post('/api/resume', { title: 'Access', slug: 'access' })).json<ResumeDto>();
    const { db } = depsOf(t.app);

    expect((await ownedResume(db, user.id, id)).id).toBe(id);
    await expect(ownedResume(db, stranger, id)).rejects.toMatchObject({ code: 'ResumeNotFound' });
    await expect(
      readableResume(id, { via: 'visitor', userId: undefined }, (resumeId) => findResumeById(db, resumeId)),
    ).rejects.toMatchObject({ code: 'ResumeNotFound' });
    const viaLink = await readableResume(id, { via: 'link' }, (resumeId) => findResumeById(db, resumeId));
    expect(viaLink.id).toBe(id);

    const looked: string[] = [];
    const find = async (resumeId: string) => {
      looked.push(resumeId);
      return findResumeById(db, resumeId);
    };
    for (const malformed of ['1', `${id}x`, "' or 1=1 --", id.replaceAll('-', '')]) {
      await expect(readableResume(malformed, { via: 'owner', userId: user.id }, find)).rejects.toMatchObject({
        code: 'ResumeNotFound',
      });
    }
    expect(looked).toEqual([]);
    // A well-formed id that names nothing is looked up, and answered the same.
    await expect(readableResume(stranger, { via: 'owner', userId: user.id }, find)).rejects.toMatchObject({
      code: 'ResumeNotFound',
    });
    expect(looked).toEqual([stranger]);
  });
});
