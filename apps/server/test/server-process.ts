// The real server as an operator runs it (node --import tsx src/main.ts), for tests that kill, restart or back it
// up; with a small client that keeps the session cookie the way a browser would.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  output: () => string;
  exited: Promise<number | null>;
}

export interface StartOptions {
  /** How long the server may take to answer its health check. */
  timeoutMs?: number;
  /** Flags for node itself, before the script (the load bench's `--cpu-prof`). */
  nodeArgs?: string[];
  /** The TypeScript sources under tsx (the default), or the compiled bundle `npm start` runs (`npm run build`). */
  entry?: 'sources' | 'compiled';
  /** How often the health check is asked; a bench that times the start asks often. */
  pollMs?: number;
}

const entries = {
  sources: ['--import', 'tsx', 'src/main.ts'],
  compiled: ['--enable-source-maps', 'dist/main.js'],
};

/**
 * Starts the server and resolves once /api/health answers 200 (or rejects with what it wrote); `healthy` is when
 * it did (performance.now()).
 */
export async function startServer(
  env: Record<string, string>,
  { timeoutMs = 90_000, nodeArgs = [], entry = 'sources', pollMs = 150 }: StartOptions = {},
): Promise<ServerProcess & { healthy: number }> {
  const origin = `http://127.0.0.1:${env.PORT}`;
  // Another server on the port would answer in this one's place.
  if (
    await fetch(`${origin}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`Something already listens on port ${env.PORT}`);
  const child = spawn(process.execPath, [...nodeArgs, ...entries[entry]], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let done = false;
  void exited.then(() => (done = true));
  const started = Date.now();
  while (!done && Date.now() - started < timeoutMs) {
    const health = await fetch(`${origin}/api/health`).catch(() => undefined);
    if (health?.status === 200)
      return { child, origin, output: () => output, exited, healthy: performance.now() };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start: ${output}`);
}

/** A signed-in client of a running server: fetch with the cookies it was given. */
export class HttpClient {
  readonly #cookies = new Map<string, string>();
  constructor(public origin: string) {}

  async request(method: string, url: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${this.origin}${url}`, {
      method,
      headers: {
        cookie: [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      this.#cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    return response;
  }

  async json<T>(method: string, url: string, body?: unknown): Promise<T> {
    const response = await this.request(method, url, body);
    if (!response.ok)
      throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }
}
