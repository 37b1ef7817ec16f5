// The MCP endpoint with the SDK's own client over real HTTP, on both databases: the tools a key sees, reading a
// resume as JSON and as text, patching it through the builder's save path, changing the design, printing it
// in the real Chromium and fetching the PDF with the same key, the same for cover letters (made from the resume,
// their text changed through the letter's save path), and what a read key or a session cannot do.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createSampleResumeData, type CreatedApiKeyDto, type LetterDto, type ResumeDto } from '@rb/schema';
import { Browser, registerUser } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { repoRoot } from '../config.ts';

const artboardDist = path.join(repoRoot, 'apps/artboard/dist');

let t: TestApp;
let base: string;
let browser: Browser;
let resume: ResumeDto;
let writeKey: string;
let readKey: string;

beforeAll(async () => {
  if (!existsSync(path.join(artboardDist, 'index.html'))) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/artboard'], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    if (built.status !== 0) throw new Error('The artboard could not be built');
  }
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

  browser = new Browser(t.app);
  await registerUser(browser);
  const created = await browser.post('/api/resume', {
    title: 'Assistant',
    slug: 'assistant',
    visibility: 'private',
  });
  const sample = await browser.patch(`/api/resume/${created.json<ResumeDto>().id}`, {
    data: createSampleResumeData(),
    version: created.json<ResumeDto>().version,
  });
  expect(sample.statusCode, sample.body).toBe(200);
  resume = sample.json<ResumeDto>();
  const key = async (scope: string) =>
    (await browser.post('/api/api-keys', { name: `MCP ${scope}`, scope })).json<CreatedApiKeyDto>().key;
  writeKey = await key('read-write');
  readKey = await key('read');
}, 240_000);

afterAll(async () => {
  await t?.close();
});

async function connect(key: string): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  return client;
}

const textOf = (result: unknown): string => {
  const [first] = (result as CallToolResult).content;
  if (first?.type !== 'text') throw new Error('expected a text answer');
  return first.text;
};
const call = async (client: Client, name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;

describe('/api/mcp with a read-write key', () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect(writeKey);
  });
  afterAll(() => client?.close());

  it('lists every tool with input schemas from the contracts', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'check_resume',
      'create_letter',
      'export_resume',
      'fit_to_pages',
      'get_letter',
      'get_resume',
      'get_statistics',
      'list_letters',
      'list_resumes',
      'patch_resume',
      'print_letter',
      'print_resume',
      'set_design',
      'update_letter',
    ]);
    const fit = tools.find((tool) => tool.name === 'fit_to_pages')!;
    expect(fit.inputSchema.required).toEqual(expect.arrayContaining(['id', 'version', 'pages']));
    const patch = tools.find((tool) => tool.name === 'patch_resume')!;
    expect(patch.inputSchema.required).toEqual(expect.arrayContaining(['id', 'version', 'patch']));
    const design = tools.find((tool) => tool.name === 'set_design')!;
    const template = (design.inputSchema.properties as Record<string, { enum?: string[] }>).template!;
    expect(template.enum).toContain('azurill');
  });

  it('lists and reads resumes as JSON and as text', async () => {
    const list = JSON.parse(textOf(await call(client, 'list_resumes', {})));
    expect(list).toEqual([
      expect.objectContaining({ id: resume.id, title: 'Assistant', version: resume.version }),
    ]);

    const json = JSON.parse(textOf(await call(client, 'get_resume', { id: resume.id })));
    expect(json.data.basics.name).toBe(resume.data.basics.name);
    const text = textOf(await call(client, 'get_resume', { id: resume.id, format: 'text' }));
    expect(text.startsWith(`# ${resume.data.basics.name}`)).toBe(true);
    expect(text).toContain(`## ${resume.data.sections.experience.name}`);
    expect(text).toContain(resume.data.sections.experience.items[0]!.company);
    expect(text).not.toMatch(/<\w+/);
  });

  it('patches through the builder’s save path: version, sanitising, conflicts', async () => {
    const current = (await browser.get(`/api/resume/${resume.id}`)).json<ResumeDto>();
    const result = await call(client, 'patch_resume', {
      id: resume.id,
      version: current.version,
      patch: [
        { op: 'replace', path: '/data/basics/headline', value: 'Edited by an assistant' },
        { op: 'replace', path: '/data/sections/summary/content', value: '<p>Hello<script>x()</script></p>' },
      ],
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(JSON.parse(textOf(result)).version).toBe(current.version + 1);
    const stored = (await browser.get(`/api/resume/${resume.id}`)).json<ResumeDto>();
    expect(stored.data.basics.headline).toBe('Edited by an assistant');
    expect(stored.data.sections.summary.content).not.toContain('script');

    const stale = await call(client, 'patch_resume', {
      id: resume.id,
      version: current.version,
      patch: [{ op: 'replace', path: '/title', value: 'Late' }],
    });
    expect(stale.isError).toBe(true);
    expect(JSON.parse(textOf(stale))).toEqual({
      statusCode: 409,
      message: 'ResumeVersionConflict',
      current: { version: current.version + 1 },
    });

    const invalid = await call(client, 'patch_resume', {
      id: resume.id,
      version: current.version + 1,
      patch: [{ op: 'replace', path: '/data/metadata/page/margin', value: -1 }],
    });
    expect(invalid.isError).toBe(true);
    expect(JSON.parse(textOf(invalid)).issues[0].path).toBe('data.metadata.page.margin');
  });

  it('changes the template and typography and keeps what it was not given', async () => {
    const current = (await browser.get(`/api/resume/${resume.id}`)).json<ResumeDto>();
    const result = await call(client, 'set_design', {
      id: resume.id,
      version: current.version,
      template: 'pikachu',
      typography: { font: { size: 15 } },
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    const stored = (await browser.get(`/api/resume/${resume.id}`)).json<ResumeDto>();
    expect(stored.data.metadata.template).toBe('pikachu');
    expect(stored.data.metadata.typography.font.size).toBe(15);
    expect(stored.data.metadata.typography.font.family).toBe(current.data.metadata.typography.font.family);
    expect(stored.data.metadata.typography.lineHeight).toBe(current.data.metadata.typography.lineHeight);
  });

  it('prints in the real browser and the PDF is served to the same key', async () => {
    const result = await call(client, 'print_resume', { id: resume.id });
    expect(result.isError, textOf(result)).toBeFalsy();
    const { url } = JSON.parse(textOf(result)) as { url: string };
    expect(url).toMatch(new RegExp(`/api/resume/print/${resume.id}/file/[0-9a-f]{64}\\.pdf$`));
    const pdf = await fetch(`${base}${new URL(url).pathname}`, {
      headers: { authorization: `Bearer ${writeKey}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toMatch(/application\/pdf/);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const anonymous = await fetch(`${base}${new URL(url).pathname}`);
    expect(anonymous.status).toBe(404);
  }, 120_000);

  it('exports Markdown as text and points at the Word file, which the same key fetches', async () => {
    const markdown = await call(client, 'export_resume', { id: resume.id, format: 'markdown' });
    expect(markdown.isError, textOf(markdown)).toBeFalsy();
    expect(textOf(markdown)).toMatch(/^# /m);
    const word = await call(client, 'export_resume', { id: resume.id, format: 'docx' });
    const { url } = JSON.parse(textOf(word)) as { url: string };
    const file = await fetch(`${base}${new URL(url).pathname}`, {
      headers: { authorization: `Bearer ${writeKey}` },
    });
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    // A format the contract does not know is refused, as an error answer or a protocol error.
    const unknown = await call(client, 'export_resume', { id: resume.id, format: 'pdf' }).catch(() => ({
      isError: true,
    }));
    expect(unknown.isError).toBe(true);
  }, 60_000);

  it('checks what a parser reads back, and fits the resume to pages through the same service as the API', async () => {
    const checked = await call(client, 'check_resume', { id: resume.id });
    expect(checked.isError, textOf(checked)).toBeFalsy();
    const report = JSON.parse(textOf(checked)) as {
      score: number;
      fields: { path: string; found: boolean }[];
    };
    expect(report.fields.length).toBeGreaterThan(0);
    expect(report.fields.find((field) => field.path === 'basics.name')).toMatchObject({ found: true });
    const before = JSON.parse(textOf(await call(client, 'list_resumes', {}))) as {
      id: string;
      version: number;
    }[];
    const current = before.find((entry) => entry.id === resume.id)!;
    const stale = await call(client, 'fit_to_pages', {
      id: resume.id,
      version: current.version - 1,
      pages: 1,
    });
    expect(stale.isError).toBe(true);
    expect(textOf(stale)).toContain('ResumeVersionConflict');
    const fitted = await call(client, 'fit_to_pages', { id: resume.id, version: current.version, pages: 10 });
    expect(fitted.isError, textOf(fitted)).toBeFalsy();
    // Already on fewer than ten pages: nothing to change, the same version.
    expect(JSON.parse(textOf(fitted))).toMatchObject({ id: resume.id, version: current.version });
  }, 120_000);

  it('reads statistics and does not find another user’s resume', async () => {
    const statistics = JSON.parse(textOf(await call(client, 'get_statistics', { id: resume.id })));
    expect(statistics).toMatchObject({ views: 0, downloads: 0 });
    const other = new Browser(t.app);
    await registerUser(other);
    const theirs = (await other.post('/api/resume', { title: 'Theirs', slug: 'theirs' })).json<ResumeDto>();
    const result = await call(client, 'get_resume', { id: theirs.id });
    expect(result.isError).toBe(true);
    expect(JSON.parse(textOf(result))).toEqual({ statusCode: 404, message: 'ResumeNotFound' });
  });
});

describe('/api/mcp cover letters with a read-write key', () => {
  let client: Client;
  let letter: { id: string; version: number };
  beforeAll(async () => {
    client = await connect(writeKey);
  });
  afterAll(() => client?.close());

  it('creates a letter from a resume through the letters service: sender, signature and design', async () => {
    const result = await call(client, 'create_letter', {
      title: 'Northwind application',
      fromResumeId: resume.id,
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    letter = JSON.parse(textOf(result)) as { id: string; version: number };
    expect(letter).toMatchObject({
      title: 'Northwind application',
      slug: 'northwind-application',
      locked: false,
    });
    const stored = (await browser.get(`/api/letter/${letter.id}`)).json<LetterDto>();
    expect(stored.data.sender.name).toBe(resume.data.basics.name);
    expect(stored.data.signature).toBe(resume.data.basics.name);
    expect(stored.data.design.fromResumeId).toBe(resume.id);
    // Made from a resume, the letter keeps that first version as a snapshot, as the web app's create does.
    const history = (await browser.get(`/api/letter/${letter.id}/history`)).json<{
      items: { reason: string }[];
    }>();
    expect(history.items.map((item) => item.reason)).toEqual(['create']);

    const list = JSON.parse(textOf(await call(client, 'list_letters', {})));
    expect(list).toEqual([
      expect.objectContaining({ id: letter.id, version: letter.version, fromResumeId: resume.id }),
    ]);
  });

  it('changes only the text it is given, sanitised, with the version rule', async () => {
    const result = await call(client, 'update_letter', {
      id: letter.id,
      version: letter.version,
      title: 'Northwind, platform role',
      recipient: { name: 'Priya Venkataraman', company: 'Northwind Freight' },
      subject: 'Platform engineer role',
      body: '<p>I keep deploys boring.</p><p>And on-call quiet.<script>x()</script></p>',
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(JSON.parse(textOf(result))).toMatchObject({
      title: 'Northwind, platform role',
      version: letter.version + 1,
      subject: 'Platform engineer role',
      company: 'Northwind Freight',
    });
    const stored = (await browser.get(`/api/letter/${letter.id}`)).json<LetterDto>();
    expect(stored.data.recipient).toMatchObject({ name: 'Priya Venkataraman', company: 'Northwind Freight' });
    expect(stored.data.closing).toBe('Sincerely,');
    expect(stored.data.signature).toBe(resume.data.basics.name);
    expect(stored.data.body).toContain('I keep deploys boring.');
    expect(stored.data.body).not.toContain('script');

    const stale = await call(client, 'update_letter', {
      id: letter.id,
      version: letter.version,
      date: 'Late',
    });
    expect(stale.isError).toBe(true);
    expect(JSON.parse(textOf(stale))).toEqual({
      statusCode: 409,
      message: 'LetterVersionConflict',
      current: { version: letter.version + 1 },
    });
    const nothing = await call(client, 'update_letter', { id: letter.id, version: letter.version + 1 });
    expect(nothing.isError).toBe(true);
    expect(JSON.parse(textOf(nothing)).message).toBe('ValidationError');
    const tooLong = await call(client, 'update_letter', {
      id: letter.id,
      version: letter.version + 1,
      subject: 'x'.repeat(301),
    }).catch(() => ({ isError: true }));
    expect(tooLong.isError).toBe(true);

    const locked = await browser.patch(`/api/letter/${letter.id}/lock`, { set: true });
    expect(locked.statusCode, locked.body).toBe(200);
    const refused = await call(client, 'update_letter', {
      id: letter.id,
      version: letter.version + 1,
      date: '5 March 2026',
    });
    expect(JSON.parse(textOf(refused))).toEqual({ statusCode: 403, message: 'LetterLocked' });
    await browser.patch(`/api/letter/${letter.id}/lock`, { set: false });
  });

  it('reads the letter as JSON and as text in the order it prints', async () => {
    const json = JSON.parse(textOf(await call(client, 'get_letter', { id: letter.id }))) as LetterDto;
    expect(json.data.subject).toBe('Platform engineer role');
    const text = textOf(await call(client, 'get_letter', { id: letter.id, format: 'text' }));
    expect(text.startsWith(`# ${resume.data.basics.name}`)).toBe(true);
    expect(text).toContain('## Platform engineer role');
    expect(text).toContain('I keep deploys boring.\n\nAnd on-call quiet.');
    expect(text.indexOf('Priya Venkataraman')).toBeLessThan(text.indexOf('Sincerely,'));
    expect(text).not.toMatch(/<\w+/);
  });

  it('prints the letter in the real browser and the PDF is served to the same key only', async () => {
    const result = await call(client, 'print_letter', { id: letter.id });
    expect(result.isError, textOf(result)).toBeFalsy();
    const { url } = JSON.parse(textOf(result)) as { url: string };
    expect(url).toMatch(new RegExp(`/api/letter/print/${letter.id}/file/[0-9a-f]{64}\\.pdf$`));
    const pdf = await fetch(`${base}${new URL(url).pathname}`, {
      headers: { authorization: `Bearer ${writeKey}` },
    });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await fetch(`${base}${new URL(url).pathname}`)).status).toBe(404);
  }, 120_000);

  it('does not find another user’s letter or make a letter from their resume', async () => {
    const other = new Browser(t.app);
    await registerUser(other);
    const theirs = (await other.post('/api/letter', { title: 'Theirs' })).json<LetterDto>();
    for (const [name, args] of [
      ['get_letter', { id: theirs.id }],
      ['print_letter', { id: theirs.id }],
      ['update_letter', { id: theirs.id, version: theirs.version, subject: 'Mine now' }],
    ] as const) {
      const result = await call(client, name, args);
      expect(JSON.parse(textOf(result)), name).toEqual({ statusCode: 404, message: 'LetterNotFound' });
    }
    const theirResume = (
      await other.post('/api/resume', { title: 'Theirs', slug: 'theirs-2' })
    ).json<ResumeDto>();
    const made = await call(client, 'create_letter', { title: 'Borrowed', fromResumeId: theirResume.id });
    expect(JSON.parse(textOf(made))).toEqual({ statusCode: 404, message: 'ResumeNotFound' });
    expect((await other.get(`/api/letter/${theirs.id}`)).json<LetterDto>().data.subject).toBe('');
  });
});

describe('/api/mcp with a read key, a session or nothing', () => {
  it('offers a read key the read tools only, and refuses a write tool', async () => {
    const client = await connect(readKey);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual([
        'check_resume',
        'export_resume',
        'get_letter',
        'get_resume',
        'get_statistics',
        'list_letters',
        'list_resumes',
        'print_letter',
        'print_resume',
      ]);
      const refused = await call(client, 'patch_resume', {
        id: resume.id,
        version: 1,
        patch: [{ op: 'replace', path: '/title', value: 'No' }],
      });
      expect(refused.isError).toBe(true);
      expect((await browser.get(`/api/resume/${resume.id}`)).json<ResumeDto>().title).toBe('Assistant');
      const create = await call(client, 'create_letter', { title: 'No' });
      expect(create.isError).toBe(true);
      expect(
        (await browser.get('/api/letter')).json<LetterDto[]>().map((letter) => letter.title),
      ).not.toContain('No');
    } finally {
      await client.close();
    }
  });

  it('answers 401 without a key, with a revoked key, and to a signed-in session', async () => {
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
    };
    const post = (headers: Record<string, string>) =>
      fetch(`${base}/api/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
        body: JSON.stringify(initialize),
      });
    expect((await post({})).status).toBe(401);
    expect((await post({ cookie: browser.cookieHeader('/api/mcp') })).status).toBe(401);
    const created = (
      await browser.post('/api/api-keys', { name: 'Gone', scope: 'read' })
    ).json<CreatedApiKeyDto>();
    expect((await post({ authorization: `Bearer ${created.key}` })).status).toBe(200);
    await browser.delete(`/api/api-keys/${created.id}`);
    expect((await post({ authorization: `Bearer ${created.key}` })).status).toBe(401);
  });
});
