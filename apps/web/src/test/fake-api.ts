import { vi } from 'vitest';

// Test helper: a scripted /api that records each call. Paths without a script answer 404 NotFound.

export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };
type Handler = (call: ApiCall) => Response | Promise<Response>;

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export const apiError = (status: number, code: string) => json(status, { statusCode: status, message: code });

export const fakeApi = (routes: Record<string, Handler>) => {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://127.0.0.1:3119');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call = { method: init.method ?? 'GET', path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    return handler ? handler(call) : apiError(404, 'NotFound');
  });
  return calls;
};
