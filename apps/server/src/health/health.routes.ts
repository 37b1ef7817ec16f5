// GET /api/health: liveness for load balancers and the start script. 503 when the database is down.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../deps.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['up', 'down']) }),
  version: z.string(),
});

export const healthRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { deps }) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const { database, version } = deps;
      const up = await database.ping();
      return reply.code(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: { kind: database.kind, status: up ? 'up' : 'down' },
        version,
      });
    },
  );
};
