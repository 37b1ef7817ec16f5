// The product version shown by /api/health and the OpenAPI document: the root package.json's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './config.ts';

export const version: string = (
  JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }
).version;
