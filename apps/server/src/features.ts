// The feature plugins mounted under /api, in one place: a new feature adds one line here. Each is mounted with
// the app's shared parts as its options (`{ deps }`, deps.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { FeatureOptions } from './deps.ts';
import { apiKeysRoutes } from './api-keys/api-keys.routes.ts';
import { contributorsRoutes } from './contributors/contributors.routes.ts';
import { exportsRoutes } from './exports/exports.routes.ts';
import { fontsRoutes } from './fonts/fonts.routes.ts';
import { authFeature } from './auth/auth.plugin.ts';
import { healthRoutes } from './health/health.routes.ts';
import { historyRoutes } from './history/history.routes.ts';
import { importsRoutes } from './imports/imports.routes.ts';
import { linksRoutes } from './links/links.routes.ts';
import { letterPrintRoutes } from './letters/letter-print.routes.ts';
import { lettersRoutes } from './letters/letters.routes.ts';
import { mcpRoutes } from './mcp/mcp.routes.ts';
import { picturesRoutes } from './pictures/pictures.routes.ts';
import { fitCheckRoutes } from './printer/fit-check.routes.ts';
import { printerRoutes } from './printer/printer.routes.ts';
import { resumesRoutes } from './resumes/resumes.routes.ts';
import { storageRoutes } from './storage/storage.routes.ts';
import { translationRoutes } from './translation/translation.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

export interface Feature {
  name: string;
  plugin: FastifyPluginAsync<FeatureOptions>;
}

export const features: Feature[] = [
  { name: 'health', plugin: healthRoutes },
  { name: 'translation', plugin: translationRoutes },
  { name: 'auth', plugin: authFeature },
  { name: 'users', plugin: usersRoutes },
  { name: 'storage', plugin: storageRoutes },
  { name: 'pictures', plugin: picturesRoutes },
  { name: 'fonts', plugin: fontsRoutes },
  { name: 'resumes', plugin: resumesRoutes },
  { name: 'history', plugin: historyRoutes },
  { name: 'imports', plugin: importsRoutes },
  { name: 'printer', plugin: printerRoutes },
  { name: 'fit-check', plugin: fitCheckRoutes },
  { name: 'exports', plugin: exportsRoutes },
  { name: 'links', plugin: linksRoutes },
  { name: 'letters', plugin: lettersRoutes },
  { name: 'letter-print', plugin: letterPrintRoutes },
  { name: 'contributors', plugin: contributorsRoutes },
  { name: 'api-keys', plugin: apiKeysRoutes },
  { name: 'mcp', plugin: mcpRoutes },
];
