// An app that really listens, on the first free port of a list, with PORT set to it: the printer reaches the
// artboard through the app's own address, as in production. Builds the artboard once when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/config.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './harness.ts';

/** Ports 3360–3369 belong to the fault tests (two database projects may run at once). */
export const FAULT_TEST_PORTS = [3360, 3361, 3362, 3363, 3364, 3365, 3366, 3367, 3368, 3369];

export function ensureArtboardBuilt(): void {
  if (existsSync(path.join(repoRoot, 'apps/artboard/dist/index.html'))) return;
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/artboard'], { cwd: repoRoot, stdio: 'ignore' });
  if (built.status !== 0) throw new Error('The artboard could not be built');
}

export async function createListeningTestApp(
  ports: number[],
  options: TestAppOptions = {},
): Promise<TestApp & { port: number }> {
  for (const port of ports) {
    const candidate = await createTestApp({ ...options, env: { ...options.env, PORT: String(port) } });
    try {
      await candidate.app.listen({ port, host: '127.0.0.1' });
      return { ...candidate, port };
    } catch (error) {
      await candidate.close();
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`No free port among ${ports.join(', ')}`);
}
