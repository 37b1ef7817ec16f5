// The auth feature as features.ts mounts it: email-and-password routes and social sign-in.
import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth.routes.ts';
import { oauthRoutes } from './oauth.routes.ts';

export const authFeature: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(oauthRoutes);
};
