// The OpenAPI document and its docs page at /api/docs, generated from the routes' zod schemas.
// swagger-ui's assets are served from the package itself, so the page works offline.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerDocs(app: FastifyInstance, info: { version: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Resume builder API', version: info.version },
      components: {
        securitySchemes: { cookieAuth: { type: 'apiKey', in: 'cookie', name: 'Authentication' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null },
    // Our security-headers hook sets the policy for every response, the docs included.
    staticCSP: false,
  });
}
