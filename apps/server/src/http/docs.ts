// The OpenAPI document and its docs page, generated from the routes' zod schemas: the document is the
// contract (a test fails when a registered route is missing from it). Served at /api/openapi.json and, with
// swagger-ui, at /api/docs; swagger-ui's assets are served from the package itself, so the page works offline.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { keyReachesRoute } from '../api-keys/api-keys.access.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type BodyByMediaType = { content: Record<string, { schema: unknown }> };

const hasContentMap = (body: unknown): body is BodyByMediaType =>
  typeof body === 'object' && body !== null && 'content' in body && typeof body.content === 'object';

/**
 * jsonSchemaTransform, plus bodies given per media type (`body: { content: { type: { schema } } }`, which
 * Fastify validates by Content-Type): each media type's zod schema is converted on its own.
 */
const transform = (input: TransformInput) => {
  const converted = convertSchemas(input);
  if (!keyReachesRoute(input.url)) return converted;
  return { ...converted, schema: { ...(converted.schema as object), security: keyedSecurity } };
};

/** The calls an API key reaches take it as well as the session cookie. */
const keyedSecurity: Record<string, string[]>[] = [{ cookieAuth: [] }, { bearerAuth: [] }];

const convertSchemas = (input: TransformInput) => {
  const body = (input.schema as { body?: unknown } | undefined)?.body;
  if (!hasContentMap(body)) return jsonSchemaTransform(input);
  const { body: _body, ...others } = input.schema as Record<string, unknown>;
  const result = jsonSchemaTransform({ ...input, schema: others } as TransformInput);
  const content = Object.fromEntries(
    Object.entries(body.content).map(([mediaType, { schema }]) => {
      const converted = jsonSchemaTransform({ ...input, schema: { body: schema } } as TransformInput);
      return [mediaType, { schema: (converted.schema as { body: unknown }).body }];
    }),
  );
  return { ...result, schema: { ...(result.schema as object), body: { content } } };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on this app as method and URL, for checking the document against (openapi.test.ts). */
    registeredRoutes: { method: string; url: string }[];
  }
}

export async function registerDocs(app: FastifyInstance, info: { version: string }): Promise<void> {
  const registered: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registered.push({ method, url: route.url });
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Resume builder API',
        version: info.version,
        description:
          'Signed-in pages use the Authentication cookie. Scripts and assistants send an API key ' +
          '(Settings → API keys) as `Authorization: Bearer <key>`; a key reaches the /api/resume and ' +
          '/api/letter calls (a read key only the GET ones) and /api/mcp, nothing else.',
      },
      // Scripts read the tags to know which calls a key reaches (docs/api.md#api-keys).
      tags: [
        {
          name: 'resume',
          description: 'Resumes, their history, share links and files. API keys reach them.',
        },
        {
          name: 'letter',
          description:
            'Cover letters, mirroring the resume calls under /api/letter: public page, share links, history ' +
            'and files. API keys reach them (a read key the GET ones).',
        },
      ],
      components: {
        securitySchemes: {
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'Authentication' },
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key: rb_…' },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null },
    // Our security-headers hook sets the policy for every response, the docs included.
    staticCSP: false,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
