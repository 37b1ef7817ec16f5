// `npm test`: the whole suite from a fresh clone — unit and integration tests (server suite on PGlite and on
// the local PostgreSQL), then the Playwright journeys in real Chromium against the built app.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import {
  ensureBuilt,
  ensureChromium,
  ensureDependencies,
  ensureLibreOffice,
  root,
  run,
} from './lib/ensure.mjs';

const started = Date.now();
ensureDependencies();
ensureChromium({ required: true });
ensureLibreOffice();
ensurePostgres();
ensureRedis();

const only = process.argv[2]; // `npm test -- unit` or `npm test -- e2e`
// The printer's tests print through the built artboard, with the built web app's files (the sample picture).
ensureBuilt();
if (only !== 'e2e') run('npx', ['vitest', 'run']);
if (only !== 'unit') run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
console.log(`\n✔ npm test finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);

/** The integration suite also runs against PostgreSQL at 127.0.0.1:5432; start the machine's cluster if it is down. */
function ensurePostgres() {
  const ready = () => spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']).status === 0;
  if (process.env.TEST_POSTGRES_URL || ready()) return;
  if (existsSync('/etc/postgresql')) {
    const [version] = readdirSync('/etc/postgresql');
    console.log(`› Starting PostgreSQL ${version}…`);
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
      stdio: 'inherit',
      cwd: root,
    });
    for (let i = 0; i < 30 && !ready(); i++) spawnSync('sleep', ['1']);
  }
  if (!ready()) {
    console.error(
      '✖ PostgreSQL is not reachable at 127.0.0.1:5432 (set TEST_POSTGRES_URL to use another server).',
    );
    process.exit(1);
  }
}

/** The rate-limit and view-window tests count in a real Redis at 127.0.0.1:6379; start one if it is down. */
function ensureRedis() {
  const ready = () =>
    spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'ping']).stdout?.toString().trim() === 'PONG';
  if (ready()) return;
  const hasServer = () => spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;
  if (!hasServer() && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('› Installing Redis with apt (first run only)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], { env });
    run('apt-get', ['install', '-y', '-qq', 'redis-server'], { env });
  }
  if (hasServer()) {
    console.log('› Starting Redis…');
    // Nothing kept on disk: the tests need counters, not data.
    spawnSync(
      'redis-server',
      ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', '6379', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'inherit',
      },
    );
    for (let i = 0; i < 30 && !ready(); i++) spawnSync('sleep', ['1']);
  }
  if (!ready()) {
    console.error('✖ Redis is not reachable at 127.0.0.1:6379; install redis-server or start it.');
    process.exit(1);
  }
}
