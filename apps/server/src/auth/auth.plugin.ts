// The auth feature as features.ts mounts it: email-and-password routes and social sign-in.
import type { FastifyPluginAsync } from 'fastify';
import type { FeatureOptions } from '../deps.ts';
import { authRoutes } from './auth.routes.ts';
import { oauthRoutes } from './oauth.routes.ts';

export const authFeature: FastifyPluginAsync<FeatureOptions> = async (app, { deps }) => {
  await app.register(authRoutes, { deps });
  await app.register(oauthRoutes, { deps });
};
