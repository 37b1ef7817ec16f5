// `npm run build:server`: the server as one ES module, apps/server/dist/main.js, that plain `node` runs in
// production (`npm start`, the Docker image): no TypeScript compiler at start, and less memory than tsx.
// The workspace packages (TypeScript sources) are bundled in; every other package stays an import of node_modules,
// exactly as it is under tsx, so native and CommonJS packages load the way they always did.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib/ensure.mjs';

export const serverEntry = 'apps/server/src/main.ts';
export const serverBundle = 'apps/server/dist/main.js';

/**
 * A module that finds files next to itself (`new URL('../../drizzle', import.meta.url)`) must still find them once it
 * lives inside the bundle: its `import.meta.url` becomes its own source address, expressed relative to the bundle so
 * that the built tree can move (the Docker image builds in one place and runs in another).
 */
const sourceLocation = (outfile) => ({
  name: 'source-location',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(dirname(join(root, outfile)), args.path);
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return {
        contents: source.replaceAll('import.meta.url', url),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
});

/** Bare imports other than the workspace packages stay imports of node_modules. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@rb/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds the bundle (to `outfile`, relative to the repository, for tests) and its source map. */
export async function buildServer({ outfile = serverBundle } = {}) {
  const started = Date.now();
  await build({
    absWorkingDir: root,
    entryPoints: [serverEntry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages, sourceLocation(outfile)],
  });
  console.log(`server built: ${outfile} (${Date.now() - started} ms)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
