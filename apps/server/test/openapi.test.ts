// The OpenAPI document is the contract: every route the app registers under /api is in it, with the bearer
// scheme where a key reaches, and the JSON Patch body beside the JSON one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: Record<string, string[]>[]; requestBody?: unknown }>>;
  components: { securitySchemes: Record<string, unknown> };
  tags?: { name: string; description?: string }[];
}

const documentOf = async (): Promise<OpenApiDocument> => {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  return response.json<OpenApiDocument>();
};

/** The docs' own pages and the document itself are not calls of the API. */
const isDocsRoute = (url: string) => url === '/api/openapi.json' || url.startsWith('/api/docs');

describe('GET /api/openapi.json', () => {
  it('lists every registered /api route with its method', async () => {
    const document = await documentOf();
    const routes = t.app.registeredRoutes.filter(
      (route) => route.url.startsWith('/api/') && !isDocsRoute(route.url) && route.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes
      .map((route) => ({ ...route, path: route.url.replace(/:(\w+)/g, '{$1}') }))
      .filter((route) => !document.paths[route.path]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('is the same document the docs page shows', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(page.json()).toEqual(await documentOf());
  });

  it('names the bearer scheme on the calls a key reaches, and only there', async () => {
    const document = await documentOf();
    expect(document.components.securitySchemes.bearerAuth).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
    const keyed = [{ cookieAuth: [] }, { bearerAuth: [] }];
    expect(document.paths['/api/resume/{id}']!.get!.security).toEqual(keyed);
    expect(document.paths['/api/resume/print/{id}']!.get!.security).toEqual(keyed);
    expect(document.paths['/api/letter/{id}']!.get!.security).toEqual(keyed);
    expect(document.paths['/api/letter/{id}/links']!.post!.security).toEqual(keyed);
    expect(document.tags?.map((tag) => tag.name)).toEqual(expect.arrayContaining(['resume', 'letter']));
    expect(document.paths['/api/user/me']!.get!.security).toBeUndefined();
    expect(document.paths['/api/api-keys']!.post!.security).toBeUndefined();
  });

  it('describes both bodies of PATCH /api/resume/{id}', async () => {
    const document = await documentOf();
    const body = document.paths['/api/resume/{id}']!.patch!.requestBody as {
      content: Record<string, { schema: { type?: string; required?: string[]; items?: unknown } }>;
    };
    expect(Object.keys(body.content).sort()).toEqual(['application/json', 'application/json-patch+json']);
    expect(body.content['application/json']!.schema.required).toContain('version');
    expect(body.content['application/json-patch+json']!.schema.type).toBe('array');
  });
});
