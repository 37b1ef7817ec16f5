/**
 * Load on one instance: 200 editors autosave (PATCH with their version every 500 ms, each waiting for the last
 * answer as the builder does), 20 clients print, 50 read public resumes, for 60 s; then every resume is read back
 * to check that the version and document each editor was last told are the ones stored (no lost or reordered
 * saves). Prints p50/p99 per route, status counts and errors, the autosave p99 per 5 s, the server's CPU per request
 * (user and kernel) and how the machine's cores were shared: server, its children (Chromium), this generator,
 * PostgreSQL, everything else, idle (docs/decisions/0030-hot-path-statements-and-answers.md). The server runs as its
 * own process (src/main.ts), so the load generator does not share its event loop; the generator uses node:http with
 * keep-alive, which costs it about half of what fetch did, so that it takes less of the cores it measures.
 *
 *   npm run bench:load                          # PGlite in a throw-away DATA_DIR, 60 s
 *   npm run bench:load -- --db postgres         # a throw-away database on TEST_POSTGRES_URL's server
 *   npm run bench:load -- --seconds 20 --editors 100
 *   npm run bench:load -- --seconds 15 --cpu-prof /tmp/prof   # the server's CPU profile, written as it stops
 *   npm run bench:load -- --editors 100 --printers 0 --readers 0 --port 3400   # one route's cost alone
 *
 * Targets (2 cores): autosave p99 ≤ 50 ms on PostgreSQL, no 5xx, no lost or reordered saves.
 * Clients are told apart by X-Forwarded-For (TRUST_PROXY=true), as distinct visitors behind a proxy would be, so
 * that the per-address limits treat them as the different people they simulate.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { createSampleResumeData, type ResumeData } from '@rb/schema';
import { createTestDatabase } from '../test/harness.ts';
import { startServer } from '../test/server-process.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    seconds: { type: 'string', default: '60' },
    editors: { type: 'string', default: '200' },
    printers: { type: 'string', default: '20' },
    readers: { type: 'string', default: '50' },
    port: { type: 'string', default: '3359' },
    instances: { type: 'string', default: '1' },
    'cpu-prof': { type: 'string' },
  },
});
const seconds = Number(args.seconds);
const editorCount = Number(args.editors);
const printerCount = Number(args.printers);
const readerCount = Number(args.readers);
const instanceCount = Number(args.instances);
/** Editors per account: several tabs of one person, so that 200 editors need 50 sign-ups, not 200. */
const editorsPerAccount = 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Sample {
  /** When the request was sent (performance.now()). */
  at: number;
  ms: number;
  status: number;
  code?: string;
}
const samples = new Map<string, Sample[]>();
const failures: string[] = [];

/** The few fields of the answers the bench reads. */
interface Answer {
  status: number;
  json: {
    id: string;
    version: number;
    message?: string;
    current?: { version: number };
    data: { sections: { summary: { content: string } } };
  };
}

/**
 * One keep-alive pool for every client, with node:http rather than fetch: fetch's web streams cost the generator
 * about as much CPU per request as the server's own work, and the generator shares the machine with the server.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

class Client {
  cookie = '';
  constructor(
    readonly origin: string,
    readonly address: string,
  ) {}

  /** `parse: false` for answers whose body the bench does not read (public pages): only errors are parsed. */
  async call(route: string, method: string, url: string, body?: unknown, parse = true): Promise<Answer> {
    const started = performance.now();
    let status = 0;
    let json = {} as Answer['json'];
    try {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const answer = await new Promise<{ status: number; text: () => string }>((resolve, reject) => {
        const request = http.request(
          `${this.origin}${url}`,
          {
            method,
            agent,
            headers: {
              'x-forwarded-for': this.address,
              // As a browser asks, so that the server compresses as it does for the builder.
              'accept-encoding': 'br, gzip',
              ...(this.cookie ? { cookie: this.cookie } : {}),
              ...(payload === undefined
                ? {}
                : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('error', reject);
            response.on('end', () => {
              const setCookies = response.headers['set-cookie'];
              if (setCookies?.length) this.cookie = setCookies.map((line) => line.split(';')[0]).join('; ');
              const raw = Buffer.concat(chunks);
              const encoding = response.headers['content-encoding'];
              resolve({
                status: response.statusCode ?? 0,
                text: () =>
                  (encoding === 'br'
                    ? zlib.brotliDecompressSync(raw)
                    : encoding === 'gzip'
                      ? zlib.gunzipSync(raw)
                      : raw
                  ).toString(),
              });
            });
          },
        );
        request.on('error', reject);
        request.end(payload);
      });
      status = answer.status;
      if (parse || status >= 400) json = JSON.parse(answer.text()) as Answer['json'];
    } catch (error) {
      failures.push(`${route}: ${(error as Error).message}`);
    }
    const list = samples.get(route) ?? [];
    list.push({
      at: started,
      ms: performance.now() - started,
      status,
      code: status >= 400 ? json?.message : undefined,
    });
    samples.set(route, list);
    return { status, json };
  }
}

/**
 * The CPU time the server process has used, in ms (Linux: /proc/<pid>/stat utime + stime, in clock ticks of 10 ms);
 * unlike latency it does not change with what else the machine runs, so runs on a busy machine still compare.
 */
const cpuMsOf = (pid: number | undefined): { user: number; system: number } | undefined => {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return undefined;
  const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
};

/** Every process's CPU time in ms, its parent and its command name (/proc/<pid>/stat). */
const processTable = (): Map<number, { ppid: number; comm: string; ms: number }> => {
  const table = new Map<number, { ppid: number; comm: string; ms: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let text: string;
    try {
      text = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone since the listing
    }
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    table.set(Number(entry), {
      ppid: Number(fields[1]),
      comm: text.slice(text.indexOf('(') + 1, close),
      ms: (Number(fields[11]) + Number(fields[12])) * 10,
    });
  }
  return table;
};

/** The machine's busy CPU time in ms since boot, all cores (/proc/stat: everything but idle and iowait). */
const machineBusyMs = (): number => {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((sum, ticks) => sum + ticks, 0);
  return (total - fields[3]! - fields[4]!) * 10;
};

/**
 * Where the machine's CPU went between two process tables: the server, what it started (Chromium), this load
 * generator, PostgreSQL's processes and everything else. A process that ended between the two is not counted.
 */
const cpuSplit = (
  before: ReturnType<typeof processTable>,
  after: ReturnType<typeof processTable>,
  serverPids: Set<number | undefined>,
) => {
  const groupOf = (pid: number): string => {
    if (pid === process.pid) return 'load generator';
    if (serverPids.has(pid)) return 'server';
    if (after.get(pid)?.comm === 'postgres') return 'postgres';
    for (let up = after.get(pid)?.ppid; up !== undefined && up > 1; up = after.get(up)?.ppid)
      if (serverPids.has(up)) return 'server children (Chromium)';
    return 'other';
  };
  const split = new Map<string, number>();
  for (const [pid, now] of after) {
    const then = before.get(pid);
    const used = now.ms - (then && then.comm === now.comm ? then.ms : 0);
    if (used > 0) split.set(groupOf(pid), (split.get(groupOf(pid)) ?? 0) + used);
  }
  return split;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rb-bench-load-'));
  const testDb = args.db === 'postgres' ? await createTestDatabase('postgres') : undefined;
  if (instanceCount > 1 && !testDb) throw new Error('--instances needs --db postgres: PGlite is one process');
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  // More than one instance (a measurement of what a process per core would give): the same database, DATA_DIR and
  // so secret, started one after the other so that only the first migrates; clients are dealt out in turn.
  for (let instance = 0; instance < instanceCount; instance += 1) {
    const port = Number(args.port) + instance;
    servers.push(
      await startServer(
        {
          PORT: String(port),
          DATA_DIR: dataDir,
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          TRUST_PROXY: 'true',
          LOG_LEVEL: 'error',
          ...(testDb ? { DATABASE_URL: testDb.url! } : {}),
          ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
        },
        {
          // A first PGlite start runs initdb, which takes minutes when the machine is busy.
          timeoutMs: 300_000,
          nodeArgs: args['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', args['cpu-prof']] : [],
        },
      ),
    );
  }
  let dealt = 0;
  const nextOrigin = () => servers[dealt++ % servers.length]!.origin;
  let addresses = 0;
  const nextAddress = () => {
    addresses += 1;
    return `10.77.${addresses >> 8}.${addresses & 255}`;
  };
  const register = async (name: string) => {
    const client = new Client(nextOrigin(), nextAddress());
    const tag = `${name}-${Math.random().toString(36).slice(2, 8)}`;
    const answer = await client.call('setup', 'POST', '/api/auth/register', {
      name: `Load ${name}`,
      username: tag,
      email: `${tag}@example.com`,
      password: 'load-test-password',
      locale: 'en-US',
    });
    if (answer.status !== 200) throw new Error(`register: ${JSON.stringify(answer.json)}`);
    return { client, username: tag };
  };
  const createResume = async (client: Client, slug: string, visibility: 'public' | 'private') => {
    const answer = await client.call('setup', 'POST', '/api/resume', { title: slug, slug, visibility });
    if (answer.status !== 200) throw new Error(`create: ${JSON.stringify(answer.json)}`);
    return answer.json as { id: string; version: number };
  };

  try {
    console.log(
      `bench:load on ${args.db}: ${editorCount} editors, ${printerCount} printing, ${readerCount} reading, ${seconds} s` +
        (instanceCount > 1 ? `, ${instanceCount} instances` : ''),
    );
    const base = createSampleResumeData();

    // Setup, not measured: accounts, one resume per editor, one per print client, a few public ones.
    interface Editor {
      client: Client;
      id: string;
      version: number;
      sent: number;
      last?: { version: number; summary: string };
      reordered: number;
    }
    const editors: Editor[] = [];
    for (let account = 0; account < Math.ceil(editorCount / editorsPerAccount); account += 1) {
      const { client } = await register(`editor${account}`);
      for (let tab = 0; tab < editorsPerAccount && editors.length < editorCount; tab += 1) {
        // Each tab is its own client address-wise but shares the account's session.
        const tabClient = new Client(nextOrigin(), nextAddress());
        tabClient.cookie = client.cookie;
        const { id, version } = await createResume(client, `edit-${account}-${tab}`, 'private');
        editors.push({ client: tabClient, id, version, sent: 0, reordered: 0 });
      }
    }
    const owner = await register('public');
    const publicSlugs: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const slug = `public-${index}`;
      const { id, version } = await createResume(owner.client, slug, 'public');
      await owner.client.call('setup', 'PATCH', `/api/resume/${id}`, { data: base, version });
      publicSlugs.push(slug);
    }
    const printers: { client: Client; id: string; version: number }[] = [];
    for (let index = 0; index < printerCount; index += 1) {
      const { client } = await register(`printer${index}`);
      const { id, version } = await createResume(client, `print-${index}`, 'private');
      const saved = await client.call('setup', 'PATCH', `/api/resume/${id}`, { data: base, version });
      printers.push({ client, id, version: saved.json.version });
    }
    // One print first: the measured run starts with a warm printer, as a running instance has.
    await printers[0]?.client.call('setup', 'GET', `/api/resume/print/${printers[0].id}`);
    samples.delete('setup');

    const deadline = performance.now() + seconds * 1000;
    const running = () => performance.now() < deadline;

    const editorLoop = async (editor: Editor) => {
      await sleep(Math.random() * 500);
      while (running()) {
        const tick = performance.now();
        editor.sent += 1;
        const summary = `<p>Autosave ${editor.sent} of ${editor.id}</p>`;
        const data: ResumeData = {
          ...base,
          sections: { ...base.sections, summary: { ...base.sections.summary, content: summary } },
        };
        const answer = await editor.client.call(
          'PATCH /api/resume/:id',
          'PATCH',
          `/api/resume/${editor.id}`,
          {
            data,
            version: editor.version,
          },
        );
        if (answer.status === 200) {
          if (answer.json.version !== editor.version + 1) editor.reordered += 1;
          editor.version = answer.json.version;
          editor.last = { version: editor.version, summary };
        } else if (answer.status === 409) {
          editor.version = answer.json.current?.version ?? editor.version;
        }
        await sleep(Math.max(0, 500 - (performance.now() - tick)));
      }
    };
    const printLoop = async (printer: (typeof printers)[number], index: number) => {
      await sleep((index / printerCount) * 2500);
      for (let round = 0; running(); round += 1) {
        const tick = performance.now();
        // Every third print follows a change, so Chromium prints; the others are answered from the cache.
        if (round % 3 === 0) {
          const changed = await printer.client.call(
            'PATCH /api/resume/:id (printers)',
            'PATCH',
            `/api/resume/${printer.id}`,
            {
              title: `Printed ${round}`,
              version: printer.version,
            },
          );
          if (changed.status === 200) printer.version = changed.json.version;
        }
        await printer.client.call(
          'GET /api/resume/print/:id',
          'GET',
          `/api/resume/print/${printer.id}`,
          undefined,
          false,
        );
        // 24 a minute: under the per-address print limit of 30.
        await sleep(Math.max(0, 2500 - (performance.now() - tick)));
      }
    };
    const readLoop = async (index: number) => {
      const reader = new Client(nextOrigin(), nextAddress());
      while (running()) {
        const slug = publicSlugs[index % publicSlugs.length]!;
        await reader.call(
          'GET /api/resume/public/:username/:slug',
          'GET',
          `/api/resume/public/${owner.username}/${slug}`,
          undefined,
          false,
        );
        await sleep(200);
      }
    };

    const started = performance.now();
    const serverPids = new Set(servers.map((one) => one.child.pid));
    const serversCpu = () => {
      let total: { user: number; system: number } | undefined = { user: 0, system: 0 };
      for (const one of servers) {
        const cpu = cpuMsOf(one.child.pid);
        total = cpu && total && { user: total.user + cpu.user, system: total.system + cpu.system };
      }
      return total;
    };
    const cpuBefore = serversCpu();
    const benchCpuBefore = process.cpuUsage();
    const tableBefore = processTable();
    const busyBefore = machineBusyMs();
    await Promise.all([
      ...editors.map(editorLoop),
      ...printers.map(printLoop),
      ...Array.from({ length: readerCount }, (_, index) => readLoop(index)),
    ]);
    const elapsed = (performance.now() - started) / 1000;
    const cpuAfter = serversCpu();
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const split = cpuSplit(tableBefore, processTable(), serverPids);
    // Processes that started and ended during the run (other people's tests, say) are only in the machine's total.
    const busy = machineBusyMs() - busyBefore;
    split.set('other', busy - [...split].reduce((sum, [group, ms]) => sum + (group === 'other' ? 0 : ms), 0));

    // Read back what each editor was last told.
    let lost = 0;
    for (const editor of editors) {
      const stored = await editor.client.call('check', 'GET', `/api/resume/${editor.id}`);
      if (!editor.last) continue;
      if (
        stored.json.version !== editor.last.version ||
        stored.json.data.sections.summary.content !== editor.last.summary
      )
        lost += 1;
    }
    samples.delete('check');

    console.log(
      `\n${'route'.padEnd(44)} ${'count'.padStart(7)} ${'req/s'.padStart(7)} ${'p50'.padStart(8)} ${'p99'.padStart(8)}  statuses`,
    );
    let fiveHundreds = 0;
    for (const [route, list] of samples) {
      const times = list.map((sample) => sample.ms).sort((a, b) => a - b);
      const statuses = new Map<string, number>();
      for (const sample of list) {
        const key = sample.code ? `${sample.status} ${sample.code}` : String(sample.status);
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (sample.status >= 500 || sample.status === 0) fiveHundreds += 1;
      }
      console.log(
        `${route.padEnd(44)} ${String(list.length).padStart(7)} ${(list.length / elapsed).toFixed(1).padStart(7)} ` +
          `${percentile(times, 50).toFixed(1).padStart(6)}ms ${percentile(times, 99).toFixed(1).padStart(6)}ms  ` +
          [...statuses].map(([key, count]) => `${key}×${count}`).join(', '),
      );
    }
    // The first seconds hold every editor's first save, which keeps the document before it (a new resume has no
    // snapshot yet): the steady state is the rest.
    const steady = (samples.get('PATCH /api/resume/:id') ?? [])
      .filter((sample) => sample.at >= started + 10_000)
      .map((sample) => sample.ms)
      .sort((a, b) => a - b);
    console.log(
      `\nautosaves sent after the first 10 s: ${steady.length}, ` +
        `p50 ${percentile(steady, 50).toFixed(1)}ms, p99 ${percentile(steady, 99).toFixed(1)}ms`,
    );
    const windows: string[] = [];
    for (let from = 0; from < elapsed * 1000; from += 5000) {
      const times = (samples.get('PATCH /api/resume/:id') ?? [])
        .filter((sample) => sample.at >= started + from && sample.at < started + from + 5000)
        .map((sample) => sample.ms)
        .sort((a, b) => a - b);
      windows.push(`${from / 1000}s ${times.length}×, p99 ${percentile(times, 99).toFixed(0)}ms`);
    }
    console.log(`autosaves sent per 5 s: ${windows.join('; ')}`);
    const acknowledged = editors.reduce((sum, editor) => sum + (editor.last ? 1 : 0), 0);
    const reordered = editors.reduce((sum, editor) => sum + editor.reordered, 0);
    console.log(
      `\n5xx or no answer: ${fiveHundreds}; network errors: ${failures.length}; ` +
        `saves lost: ${lost} of ${acknowledged} resumes checked; answers out of order: ${reordered}`,
    );
    if (cpuBefore !== undefined && cpuAfter !== undefined) {
      const handled = [...samples.values()].reduce((sum, list) => sum + list.length, 0);
      const user = cpuAfter.user - cpuBefore.user;
      const system = cpuAfter.system - cpuBefore.system;
      // The kernel's share is mostly the sockets' sends and receives: per request, not per byte.
      console.log(
        `server CPU: ${((user + system) / 1000).toFixed(1)} s in ${elapsed.toFixed(1)} s, ` +
          `${((user + system) / handled).toFixed(2)} ms per request (${handled} requests; ` +
          `user ${(user / handled).toFixed(2)} ms, kernel ${(system / handled).toFixed(2)} ms)`,
      );
    }
    // The load generator shares the machine: when it needs a core of its own, its own delays are in the latencies.
    console.log(`load generator CPU: ${((benchCpu.user + benchCpu.system) / 1e6).toFixed(1)} s`);
    // Two cores give 2 × elapsed of CPU: what the server got of it is what bounds its latency.
    const available = os.cpus().length * elapsed * 1000;
    console.log(
      `CPU split over ${os.cpus().length} cores × ${elapsed.toFixed(1)} s: ` +
        [...split]
          .sort((a, b) => b[1] - a[1])
          .map(
            ([group, ms]) => `${group} ${(ms / 1000).toFixed(1)} s (${((100 * ms) / available).toFixed(0)}%)`,
          )
          .join(', ') +
        `; idle ${((100 * (available - busy)) / available).toFixed(0)}%; load average ${os
          .loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}`,
    );
    for (const failure of failures.slice(0, 5)) console.log(`  ${failure}`);
    process.exitCode = fiveHundreds || lost || reordered ? 1 : 0;
  } finally {
    agent.destroy();
    for (const one of servers) one.child.kill('SIGTERM');
    await Promise.race([Promise.all(servers.map((one) => one.exited)), sleep(10_000)]);
    for (const one of servers) one.child.kill('SIGKILL');
    await testDb?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
