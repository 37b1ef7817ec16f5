// The rules of docs/architecture.md and docs/code-style.md that a tool enforces, tried on imports made wrong on
// purpose, and the repository's own manifests and references checked against them.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cruise } from 'dependency-cruiser';
import config from '../.dependency-cruiser.mjs';
import { brokenAnchorsIn, findOutsideReferences, outsideReferencesIn } from './lib/doc-references.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Writes `files` (path → source) into a fresh folder laid out like the repository, and cruises it with our rules. */
const violationsOf = async (files: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), 'rb-deps-'));
  fixtures.push(dir);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  // The web alias is not needed here: fixtures import by relative path.
  const { webpackConfig: _alias, ...options } = config.options ?? {};
  const roots = [...new Set(Object.keys(files).map((path) => path.split('/')[0]!))];
  const result = await cruise(roots, {
    ...options,
    baseDir: dir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  if (typeof result.output === 'string') throw new Error(result.output);
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
};
const fixtures: string[] = [];
afterAll(() => fixtures.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('import rules (npm run lint:deps)', () => {
  it('refuses a relative import into another workspace, and one outside the room', async () => {
    const found = await violationsOf({
      'packages/schema/src/index.ts': "export { a } from '../../formats/src/index.ts';\n",
      'packages/formats/src/index.ts': 'export const a = 1;\n',
    });
    expect(found).toContain(
      'no-relative-across-workspaces: packages/schema/src/index.ts → packages/formats/src/index.ts',
    );
    expect(found).toContain(
      'room:packages/schema: packages/schema/src/index.ts → packages/formats/src/index.ts',
    );
  });

  it('refuses a server import in the web app and a web import in the server', async () => {
    const found = await violationsOf({
      'apps/web/src/a.ts': "import '../../server/src/b.ts';\n",
      'apps/server/src/b.ts': "import '../../web/src/c.ts';\n",
      'apps/web/src/c.ts': '',
    });
    expect(found).toContain('room:apps/web: apps/web/src/a.ts → apps/server/src/b.ts');
    expect(found).toContain('room:apps/server: apps/server/src/b.ts → apps/web/src/c.ts');
  });

  it('refuses a cycle of real imports, not one made only of type imports', async () => {
    const found = await violationsOf({
      'packages/templates/src/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'packages/templates/src/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
      'packages/templates/src/c.ts': "import type { D } from './d.ts';\nexport type C = { d?: D };\n",
      'packages/templates/src/d.ts': "import type { C } from './c.ts';\nexport type D = { c?: C };\n",
    });
    // One report per cycle, naming a real import of it; the type-only pair c ⇄ d is not one.
    const cycles = found.filter((v) => v.startsWith('no-circular'));
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toMatch(
      /^no-circular: packages\/templates\/src\/[ab]\.ts → packages\/templates\/src\/[ab]\.ts$/,
    );
  });

  it('keeps web features from pages and from other features’ sub-folders', async () => {
    const found = await violationsOf({
      'apps/web/src/features/a/x.ts':
        "import '../../pages/p.ts';\nimport '../b/inner/y.ts';\nimport '../b/public.ts';\nimport './own/z.ts';\n",
      'apps/web/src/pages/p.ts': '',
      'apps/web/src/features/b/inner/y.ts': '',
      'apps/web/src/features/b/public.ts': '',
      'apps/web/src/features/a/own/z.ts': '',
      'apps/web/src/lib/l.ts': "import '../features/b/public.ts';\n",
    });
    expect(found.sort()).toEqual([
      'web:feature-internals: apps/web/src/features/a/x.ts → apps/web/src/features/b/inner/y.ts',
      'web:features-do-not-import-pages: apps/web/src/features/a/x.ts → apps/web/src/pages/p.ts',
      'web:shared-code-does-not-import-screens: apps/web/src/lib/l.ts → apps/web/src/features/b/public.ts',
    ]);
  });

  it('refuses a module of an app that its entry point never loads', async () => {
    const found = await violationsOf({
      'apps/web/src/main.tsx': "import './used.ts';\n",
      'apps/web/src/used.ts': '',
      'apps/web/src/dead.ts': '',
      'apps/web/src/dead.test.ts': "import './dead.ts';\n",
    });
    expect(found).toEqual(['unreachable:apps/web: apps/web/src/dead.ts → apps/web/src/dead.ts']);
  });

  it("keeps Fastify out of every one of the server's services", async () => {
    const fastifyTypes = "import type { FastifyRequest } from 'fastify';\nexport type R = FastifyRequest;\n";
    const found = await violationsOf({
      'apps/server/package.json': JSON.stringify({ name: 'server', dependencies: { fastify: '*' } }),
      'apps/server/src/a/a.service.ts': fastifyTypes,
      'apps/server/src/a/a.routes.ts': fastifyTypes,
      'apps/server/src/links/links.service.ts': fastifyTypes,
      'node_modules/fastify/package.json': JSON.stringify({ name: 'fastify', types: 'fastify.d.ts' }),
      'node_modules/fastify/fastify.d.ts': 'export interface FastifyRequest { ip: string }\n',
    });
    expect(found).toEqual([
      'server:services-without-http: apps/server/src/a/a.service.ts → node_modules/fastify/fastify.d.ts',
      'server:services-without-http: apps/server/src/links/links.service.ts → node_modules/fastify/fastify.d.ts',
    ]);
  });

  it('refuses an import that resolves to nothing', async () => {
    const found = await violationsOf({ 'packages/i18n/src/a.ts': "import 'no-such-package-here';\n" });
    expect(found).toEqual(['no-unresolvable: packages/i18n/src/a.ts → no-such-package-here']);
  });
});

const workspaces = [
  'packages/schema',
  'packages/i18n',
  'packages/formats',
  'packages/templates',
  'apps/web',
  'apps/artboard',
  'apps/server',
  'e2e',
];
const sourcesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourcesOf(path) : /\.(tsx?|mjs|css)$/.test(entry.name) ? [path] : [];
  });

describe('workspace manifests', () => {
  it.each(workspaces)('%s declares every workspace package it imports', (workspace) => {
    const manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
    const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
    const imported = new Set(
      sourcesOf(join(root, workspace)).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/(?:from |import\(|import |@import )['"](@rb\/[\w-]+)/g)].map(
          ([, name]) => name ?? '',
        ),
      ),
    );
    imported.delete(manifest.name);
    expect([...imported].filter((name) => !declared.has(name))).toEqual([]);
  });

  it('exports named entry points only, so deep imports fail', () => {
    for (const workspace of workspaces.filter((w) => w.startsWith('packages/'))) {
      const { exports } = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
      expect(
        Object.keys(exports).filter((key) => key.includes('*')),
        workspace,
      ).toEqual([]);
    }
  });
});

describe('references', () => {
  it('recognises citations of documents outside the repository', () => {
    const text = [
      // Spelled in pieces, so that a plain grep of the repository for these citations finds none.
      `// The rule of ${'spec'} §5.`,
      '/* Spec §2/§9: one toast */',
      `// (${'design'}.md §8)`,
      `// measured in ${'stack'}-notes.md`,
      "// in the spec's order",
      '// docs/product.md#limits-and-defaults',
      '// CSS Syntax Level 3, §4.3.7',
      "const spec = form.fields.find((f) => f.name === 'x');",
      "test('a.spec.ts runs', () => {});",
    ].join('\n');
    expect(findOutsideReferences(text).map(({ line }) => line)).toEqual([1, 2, 3, 4, 5]);
  });

  it('finds none in the repository, and no link to a missing heading of docs/', () => {
    expect(outsideReferencesIn(root.replace(/\/$/, ''))).toEqual([]);
    expect(brokenAnchorsIn(root.replace(/\/$/, ''))).toEqual([]);
  });
});

/** The repository's tracked source files (and new ones not ignored), relative to the root. */
const trackedSources = (): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (file) =>
        /^(apps|packages|e2e|scripts)\/.*\.(ts|tsx|mjs|cjs|css)$/.test(file) && existsSync(join(root, file)),
    );

describe('code style (docs/code-style.md)', () => {
  it('names files in kebab-case, components and hooks of the templates and the artboard as React does', () => {
    const kebab = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9-]+)*\.(ts|tsx|mjs|cjs|css)$/;
    const localeTag = /^[a-z]{2,3}-[A-Z]{2}\.ts$/;
    const reactNamed =
      /^(packages\/templates|apps\/artboard)\/src\/(.+\/)?([A-Z][A-Za-z0-9]*(\.test)?\.tsx|use[A-Z][A-Za-z0-9]*\.ts)$/;
    const odd = trackedSources().filter((file) => {
      const name = file.split('/').pop()!;
      return !kebab.test(name) && !localeTag.test(name) && !reactNamed.test(file);
    });
    expect(odd).toEqual([]);
  });

  it('names the extension of relative imports, except in the bundled web app, which never does', () => {
    const specifiers = (file: string) =>
      [
        ...readFileSync(join(root, file), 'utf8').matchAll(
          /(?:from |import\(|import )'(\.{1,2}\/[^']*|@\/[^']*)'/g,
        ),
      ].map(([, specifier]) => specifier ?? '');
    const withExtension = /\.(ts|tsx|mjs|cjs|js|json|css|po|svg|png|webp)(\?\w+)?$/;
    const wrong = trackedSources()
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.startsWith('e2e/'))
      .flatMap((file) => {
        const bundled = file.startsWith('apps/web/src/');
        return specifiers(file)
          .filter((specifier) => (bundled ? /\.(ts|tsx)$/.test(specifier) : !withExtension.test(specifier)))
          .map((specifier) => `${file}: ${specifier}`);
      });
    expect(wrong).toEqual([]);
  });
});
