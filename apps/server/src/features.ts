// The feature plugins mounted under /api, in one place: a new feature adds one line here.
import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/health.routes.ts';
import { translationRoutes } from './translation/translation.routes.ts';

export interface Feature {
  name: string;
  plugin: FastifyPluginAsync;
}

export const features: Feature[] = [
  { name: 'health', plugin: healthRoutes },
  { name: 'translation', plugin: translationRoutes },
];
