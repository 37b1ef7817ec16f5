// drizzle-kit reads the schema and writes the one migration folder that PGlite and PostgreSQL both apply.
import Module, { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig } from 'drizzle-kit';

const here = path.dirname(fileURLToPath(import.meta.url));

// npm installs drizzle-orm inside apps/server/node_modules, out of reach of the hoisted drizzle-kit,
// which looks it up with both import() and require(). Point both lookups at this workspace.
process.env.NODE_PATH = [path.join(here, 'node_modules'), process.env.NODE_PATH]
  .filter(Boolean)
  .join(path.delimiter);
(Module as unknown as { _initPaths: () => void })._initPaths();
const resolveHook = `
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(pathToFileURL(path.join(here, 'package.json')).href)} });
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(resolveHook)}`);

// drizzle-kit reads the snapshots as `./${out}/meta/...`, so an absolute `out` only works from `/`:
// give it the folder relative to wherever the command runs (the repo root for `npm run db:generate`).
const fromCwd = (file: string) => path.relative(process.cwd(), path.join(here, file)) || '.';

export default defineConfig({
  dialect: 'postgresql',
  schema: fromCwd('src/db/schema.ts'),
  out: fromCwd('drizzle'),
});
