// The import rules of docs/architecture.md ("Rooms") and docs/code-style.md ("Imports"), checked by
// `npm run lint:deps` (part of `npm run check`). ESLint's no-restricted-imports keeps the finer rules that depend on
// the kind of file (Drizzle only in *.queries.ts, sonner only behind @/lib/toast).

const tests = '(\\.test\\.tsx?$|^apps/[^/]+/test/|/test/)';

// Files that reach into another workspace by a relative path, knowingly: none. Scripts that start the server live
// in apps/server/scripts; e2e takes what it needs from the server through its exports (@rb/server/chromium,
// @rb/server/test/oauth-mock).
const knownCrossings = [];

/**
 * Rooms' scripts that may use the server's exports beyond their room: the web app's benchmarks launch Chromium the
 * way the printer does (`@rb/server/chromium`).
 */
const scriptReaches = {
  'apps/web': { from: '^apps/web/scripts/', to: '^apps/server/src/printer/chromium\\.ts$' },
};

/** Which workspaces each room may import (itself included). Keep in step with the table in docs/architecture.md. */
const rooms = {
  'packages/schema': [],
  'packages/i18n': [],
  'packages/formats': ['packages/schema', 'packages/templates'],
  'packages/templates': ['packages/schema'],
  'apps/artboard': ['packages/schema', 'packages/templates', 'packages/i18n'],
  'apps/web': ['packages/schema', 'packages/templates', 'packages/formats', 'packages/i18n'],
  'apps/server': ['packages/schema', 'packages/templates', 'packages/formats', 'packages/i18n'],
};

const roomRules = Object.entries(rooms).flatMap(([room, allowed]) => {
  const rule = {
    name: `room:${room}`,
    comment: `${room} may import only ${allowed.length ? allowed.join(', ') : 'itself'} among the workspaces.`,
    severity: 'error',
    from: { path: `^${room}/`, pathNot: knownCrossings },
    to: { path: '^(apps|packages)/', pathNot: [room, ...allowed].map((path) => `^${path}/`) },
  };
  const reach = scriptReaches[room];
  if (!reach) return [rule];
  // The room's other files as the table says; its scripts may also take the one export named above.
  return [
    { ...rule, from: { ...rule.from, pathNot: [...knownCrossings, reach.from] } },
    {
      ...rule,
      name: `room:${room}:scripts`,
      from: { path: reach.from },
      to: { ...rule.to, pathNot: [...rule.to.pathNot, reach.to] },
    },
  ];
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle makes load order matter and the two modules one; move the shared part down.',
      severity: 'error',
      from: {},
      // Type-only imports vanish at build time, so only cycles of real imports count.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-relative-across-workspaces',
      comment:
        "Another workspace is imported by its package name ('@rb/schema'), never by '../../packages/…'.",
      severity: 'error',
      from: { path: '^((apps|packages)/[^/]+|e2e)/', pathNot: knownCrossings },
      to: {
        dependencyTypes: ['local'],
        dependencyTypesNot: ['aliased'],
        path: '^(apps|packages|e2e)/',
        pathNot: '^$1/',
      },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import that does not resolve is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-undeclared-dependency',
      comment:
        "A package must be listed in the importing workspace's package.json (the root one for root files).",
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    ...roomRules,
    {
      name: 'server:services-without-http',
      comment:
        'A service takes plain values (ids, addresses, bodies) and returns what happened; its routes read the ' +
        'request and set cookies and headers (docs/architecture.md#services-without-http).',
      severity: 'error',
      from: { path: '^apps/server/src/.+\\.service\\.ts$' },
      to: { path: '(^|/)node_modules/(fastify|@fastify/[^/]+|fastify-[^/]+)/' },
    },
    {
      name: 'web:features-do-not-import-pages',
      comment: 'Pages compose features; a feature that needs a page has its parts in the wrong place.',
      severity: 'error',
      // Known exception: the settings screen borrows the dashboard's page header until that moves to components/.
      from: {
        path: '^apps/web/src/features/',
        pathNot: [tests, '^apps/web/src/features/settings/page\\.tsx$'],
      },
      to: { path: '^apps/web/src/(pages|router)/' },
    },
    {
      name: 'web:shared-code-does-not-import-screens',
      comment: 'lib, components and hooks serve every screen, so they know none of them.',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components|hooks)/', pathNot: tests },
      to: { path: '^apps/web/src/(features|pages|router)/' },
    },
    {
      name: 'web:feature-internals',
      comment:
        "A feature's public surface is the files directly in its folder; its sub-folders are its own business " +
        '(docs/code-style.md, "Web features").',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/[^/]+/[^/]+/', pathNot: '^apps/web/src/features/$1/' },
    },
    // Dead code: every module of an app is reached from one of its entry points (tests and test helpers aside).
    // The web app has three: the app, the prerendered landing page's script, and the build's landing markup
    // (docs/decisions/0022-the-landing-page-is-prerendered.md). The artboard has two: the sheets' page, and the
    // server-rendered public page's script.
    ...[
      ['apps/web', ['main.tsx', 'landing.ts', 'prerender.tsx']],
      ['apps/artboard', ['main.tsx', 'public/public-page.ts']],
      ['apps/server', ['main.ts']],
    ].map(([app, entries]) => ({
      name: `unreachable:${app}`,
      comment: `A module no entry of ${app} loads is dead code: remove it, or import it where it is used.`,
      severity: 'error',
      from: { path: `^${app}/src/(${entries.map((entry) => entry.replaceAll('.', '\\.')).join('|')})$` },
      // An entry is not reached from the other one; it is loaded by its page.
      to: {
        path: `^${app}/src/`,
        pathNot: [
          tests,
          `^${app}/src/test/`,
          ...entries.map((entry) => `^${app}/src/${entry.replaceAll('.', '\\.')}$`),
        ],
        reachable: false,
      },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Packages are left out of the graph, except Fastify's, which server:services-without-http looks for.
    exclude: {
      path: [
        '(^|/)node_modules/(?!(fastify|@fastify/[^/]+|fastify-[^/]+)/)',
        '(^|/)dist/',
        '^data/',
        '/drizzle/',
      ],
    },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    // Only the web app has a path alias ('@/' for its src folder).
    webpackConfig: { fileName: 'scripts/dependency-aliases.cjs' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
