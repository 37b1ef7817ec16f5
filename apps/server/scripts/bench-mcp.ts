/**
 * Measures MCP tool calls over real HTTP with the SDK's own client and an API key: get_resume (json and
 * text) and patch_resume on the sample resume, beside GET /api/resume/{id} with the same key, p50/p95 of 20 each after 5 warm-up calls, plus one client
 * connection (initialize). Uses a throw-away PGlite, or DATABASE_URL when set.
 *
 *   npm run bench:mcp      # serves on 127.0.0.1:3178
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createSampleResumeData } from '@rb/schema';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

const port = 3178;
// Four series stay within one minute's rate limit of a key (120 calls).
const runs = 20;
const warmUp = 5;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rb-bench-mcp-'));
  const config = loadConfig({
    PORT: String(port),
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });
  try {
    await app.listen({ port, host: '127.0.0.1' });
    const tag = randomBytes(3).toString('hex');
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Bench User',
        username: `bench-${tag}`,
        email: `bench-${tag}@example.com`,
        password: 'bench-password',
        locale: 'en-US',
      },
    });
    if (register.statusCode !== 200) throw new Error(`register: ${register.body}`);
    const cookie = register.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const created = await app.inject({
      method: 'POST',
      url: '/api/resume',
      headers: { cookie },
      payload: { title: 'Bench', slug: 'bench', visibility: 'private' },
    });
    const { id, version } = created.json<{ id: string; version: number }>();
    const filled = await app.inject({
      method: 'PATCH',
      url: `/api/resume/${id}`,
      headers: { cookie },
      payload: { data: createSampleResumeData(), version },
    });
    if (filled.statusCode !== 200) throw new Error(`update: ${filled.body}`);
    const key = await app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { cookie },
      payload: { name: 'Bench', scope: 'read-write' },
    });
    const { key: apiKey } = key.json<{ key: string }>();

    const connectStart = performance.now();
    const client = new Client({ name: 'bench', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/api/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${apiKey}` } },
      }),
    );
    const connect = performance.now() - connectStart;

    let current = filled.json<{ version: number }>().version;
    const measure = async (call: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let n = 0; n < warmUp + runs; n += 1) {
        const begin = performance.now();
        const result = (await call()) as { isError?: boolean; content: { text: string }[] };
        if (result.isError) throw new Error(result.content[0]?.text);
        if (n >= warmUp) times.push(performance.now() - begin);
      }
      return `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`;
    };
    const readJson = await measure(() => client.callTool({ name: 'get_resume', arguments: { id } }));
    const readText = await measure(() =>
      client.callTool({ name: 'get_resume', arguments: { id, format: 'text' } }),
    );
    const rest = await measure(async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/resume/${id}`, {
        headers: { authorization: `Bearer ${apiKey}` },
      });
      if (!response.ok) throw new Error(`GET: ${response.status}`);
      await response.arrayBuffer();
      return { content: [] };
    });
    let round = 0;
    const patch = await measure(async () => {
      round += 1;
      const result = await client.callTool({
        name: 'patch_resume',
        arguments: {
          id,
          version: current,
          patch: [{ op: 'replace', path: '/data/basics/headline', value: `Headline ${round}` }],
        },
      });
      current += 1;
      return result;
    });
    await client.close();

    console.log(`MCP on ${database.kind}, ${runs} calls each after ${warmUp} warm-up calls:`);
    console.log(`  connect (initialize + initialized): ${ms(connect)}`);
    console.log(`  get_resume json:  ${readJson}`);
    console.log(`  get_resume text:  ${readText}`);
    console.log(`  patch_resume:     ${patch}`);
    console.log(`  GET /api/resume/{id} (REST, same key): ${rest}`);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
