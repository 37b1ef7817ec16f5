// PATCH /api/resume/{id} with application/json-patch+json: RFC 6902 on the resume as GET answers it, the
// version from If-Match, validation after applying, and the builder's save path (sanitising, version bump).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResumeDto } from '@rb/schema';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Browser, registerUser } from '../../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setUp = async () => {
  const browser = new Browser(t.app);
  await registerUser(browser);
  const created = await browser.post('/api/resume', {
    title: 'Patched',
    slug: 'patched',
    visibility: 'private',
  });
  expect(created.statusCode, created.body).toBe(200);
  return { browser, resume: created.json<ResumeDto>() };
};

const jsonPatch = (browser: Browser, id: string, operations: unknown, ifMatch?: string) =>
  browser.request({
    method: 'PATCH',
    url: `/api/resume/${id}`,
    headers: {
      'content-type': 'application/json-patch+json',
      ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
    },
    payload: JSON.stringify(operations),
  });

describe('JSON Patch updates', () => {
  it('applies the six operations, bumps the version and answers the resume', async () => {
    const { browser, resume } = await setUp();
    const response = await jsonPatch(
      browser,
      resume.id,
      [
        { op: 'test', path: '/version', value: resume.version },
        { op: 'replace', path: '/data/basics/name', value: 'Ada Lovelace' },
        { op: 'add', path: '/data/basics/headline', value: 'Analyst' },
        { op: 'copy', from: '/data/basics/name', path: '/title' },
        { op: 'add', path: '/data/sections/skills/items/-', value: skill('s1', 'Mathematics') },
        { op: 'add', path: '/data/sections/skills/items/-', value: skill('s2', 'Poetry') },
        { op: 'move', from: '/data/sections/skills/items/1', path: '/data/sections/skills/items/0' },
        { op: 'remove', path: '/data/sections/skills/items/1' },
      ],
      `"${resume.version}"`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<ResumeDto>();
    expect(updated.version).toBe(resume.version + 1);
    expect(updated.title).toBe('Ada Lovelace');
    expect(updated.data.basics).toMatchObject({ name: 'Ada Lovelace', headline: 'Analyst' });
    expect(updated.data.sections.skills.items.map((item) => item.name)).toEqual(['Poetry']);
    const stored = (await browser.get(`/api/resume/${resume.id}`)).json<ResumeDto>();
    expect(stored).toEqual(updated);
  });

  it('sanitises rich text like any save', async () => {
    const { browser, resume } = await setUp();
    const response = await jsonPatch(
      browser,
      resume.id,
      [
        {
          op: 'replace',
          path: '/data/sections/summary/content',
          value: '<p>Hi<script>alert(1)</script></p>',
        },
      ],
      String(resume.version),
    );
    expect(response.statusCode, response.body).toBe(200);
    const content = response.json<ResumeDto>().data.sections.summary.content;
    expect(content).toContain('Hi');
    expect(content).not.toContain('script');
  });

  it('answers 409 with the current document for a stale If-Match, and 400 without one', async () => {
    const { browser, resume } = await setUp();
    const ops = [{ op: 'replace', path: '/title', value: 'First' }];
    expect((await jsonPatch(browser, resume.id, ops, `W/"${resume.version}"`)).statusCode).toBe(200);
    const stale = await jsonPatch(browser, resume.id, ops, `"${resume.version}"`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      statusCode: 409,
      message: 'ResumeVersionConflict',
      current: { id: resume.id, title: 'First', version: resume.version + 1 },
    });
    const missing = await jsonPatch(browser, resume.id, ops);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([{ path: 'If-Match', message: expect.any(String) }]);
  });

  it('answers 400 with the path for a patch that leaves an invalid document', async () => {
    const { browser, resume } = await setUp();
    const invalid = await jsonPatch(
      browser,
      resume.id,
      [{ op: 'replace', path: '/data/metadata/page/margin', value: -5 }],
      String(resume.version),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ statusCode: 400, message: 'ValidationError' });
    expect(invalid.json().issues.map((issue: { path: string }) => issue.path)).toContain(
      'data.metadata.page.margin',
    );
    const unchanged = (await browser.get(`/api/resume/${resume.id}`)).json<ResumeDto>();
    expect(unchanged.version).toBe(resume.version);
  });

  it('answers 400 with the path for a failing operation, a failed test and a read-only field', async () => {
    const { browser, resume } = await setUp();
    const cases: [unknown[], string][] = [
      [[{ op: 'replace', path: '/data/basics/nothing/here', value: 1 }], 'data.basics.nothing.here'],
      [[{ op: 'test', path: '/title', value: 'Something else' }], 'title'],
      [[{ op: 'remove', path: '/data/sections/skills/items/7' }], 'data.sections.skills.items.7'],
      [[{ op: 'replace', path: '/userId', value: resume.id }], 'userId'],
      [[{ op: 'replace', path: '/version', value: 99 }], 'version'],
    ];
    for (const [operations, path] of cases) {
      const response = await jsonPatch(browser, resume.id, operations, String(resume.version));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().issues[0].path).toBe(path);
    }
  });

  it('refuses what is not a JSON Patch document and prototype keys', async () => {
    const { browser, resume } = await setUp();
    const notPatch = await jsonPatch(browser, resume.id, { title: 'x', version: resume.version }, '1');
    expect(notPatch.statusCode).toBe(400);
    const badOp = await jsonPatch(browser, resume.id, [{ op: 'shuffle', path: '/title' }], '1');
    expect(badOp.statusCode).toBe(400);
    const proto = await jsonPatch(
      browser,
      resume.id,
      [{ op: 'add', path: '/__proto__/polluted', value: true }],
      String(resume.version),
    );
    expect(proto.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps the JSON body as it was', async () => {
    const { browser, resume } = await setUp();
    const response = await browser.patch(`/api/resume/${resume.id}`, {
      title: 'Plain',
      version: resume.version,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ResumeDto>().title).toBe('Plain');
    const invalid = await browser.patch(`/api/resume/${resume.id}`, {
      title: '',
      version: resume.version + 1,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues[0].path).toBe('title');
  });
});

function skill(id: string, name: string) {
  return { id, visible: true, name, description: '', level: 0, keywords: [] };
}
