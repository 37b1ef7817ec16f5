// `npm run bench:start [-- <runs>]`: how long the server takes from `node` until /api/health answers, and its
// resident memory then, for the compiled bundle (what `npm start` runs) and for the TypeScript sources under tsx.
// Each variant starts on its own data folder, migrated by a first run that is not counted. Prints medians.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const runs = Number(process.argv[2] ?? 5);
const port = 3900 + Math.floor(Math.random() * 90);
const variants = {
  compiled: ['--enable-source-maps', 'apps/server/dist/main.js'],
  tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
};

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
};

const startOnce = (args, dataDir) =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    const poll = async () => {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) {
          const ms = performance.now() - started;
          const rss = rssMb(child.pid);
          child.removeAllListeners('exit');
          child.on('exit', () => resolve({ ms, rss }));
          child.kill('SIGTERM');
          return;
        }
      } catch {
        // not listening yet
      }
      setTimeout(poll, 20);
    };
    void poll();
  });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// The variants take turns, so that a busy machine weighs on both alike.
const dataDirs = Object.fromEntries(
  Object.keys(variants).map((name) => [name, mkdtempSync(join(tmpdir(), 'rb-bench-start-'))]),
);
const results = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
try {
  for (const [name, args] of Object.entries(variants)) await startOnce(args, dataDirs[name]); // migrates
  for (let i = 0; i < runs; i++) {
    for (const [name, args] of Object.entries(variants))
      results[name].push(await startOnce(args, dataDirs[name]));
  }
} finally {
  for (const dir of Object.values(dataDirs)) rmSync(dir, { recursive: true, force: true });
}
for (const [name, list] of Object.entries(results)) {
  const ms = median(list.map((r) => r.ms));
  const rss = median(list.map((r) => r.rss));
  console.log(
    `${name.padEnd(9)} start ${ms.toFixed(0).padStart(5)} ms   RSS ${rss.toFixed(0).padStart(4)} MB   (median of ${runs})`,
  );
}
