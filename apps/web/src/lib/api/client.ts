import type { ZodType } from 'zod';
import { ApiError, toApiError } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<T> = {
  method?: Method;
  /** JSON body; a FormData body is sent as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Parses the response; when given, a response that does not match is an error. */
  schema?: ZodType<T>;
  /**
   * 'refresh' (default): a 401/403 refreshes the session once and retries, then ends the session.
   * 'none': the 401/403 is returned as an ApiError as it is (sign-in calls, the probe for the current user).
   */
  auth?: 'refresh' | 'none';
  signal?: AbortSignal;
};

type Hooks = {
  /** Called once when the session cannot be refreshed: clear the user and send them to sign in. */
  onSessionExpired: () => void;
};

const hooks: Hooks = { onSessionExpired: () => {} };
let baseUrl = '/api';

/** The hook point the app wires at start-up (and tests replace). */
export const configureApi = (options: Partial<Hooks> & { baseUrl?: string }): void => {
  if (options.onSessionExpired) hooks.onSessionExpired = options.onSessionExpired;
  if (options.baseUrl !== undefined) baseUrl = options.baseUrl;
};

// 403s that are rules of the product, not a stale session: refreshing would not change the answer.
const businessForbidden = new Set(['ResumeLocked', 'LetterLocked', 'SignupsDisabled', 'EmailAuthDisabled']);

const buildUrl = (path: string, query?: RequestOptions<unknown>['query']): string => {
  const url = `${baseUrl}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${url}?${search}` : url;
};

const send = async (path: string, options: RequestOptions<unknown>): Promise<Response> => {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  return fetch(buildUrl(path, options.query), {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    credentials: 'include',
    headers,
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    signal: options.signal,
  });
};

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const needsRefresh = async (response: Response): Promise<boolean> => {
  if (response.status === 401) return true;
  if (response.status !== 403) return false;
  const body = await readBody(response.clone());
  const code = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return !(typeof code === 'string' && businessForbidden.has(code));
};

/**
 * The server rotates the refresh token on every use and treats a second use of the same token as theft,
 * ending the session. So this tab shares one refresh between calls that fail together, and tabs take
 * turns through a Web Lock: a tab that waited sends the cookie the first tab's refresh just rotated.
 */
export const refreshLockName = 'rb-auth-refresh';

const inRefreshLock = <T>(run: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(refreshLockName, run) : run();

let refreshing: Promise<boolean> | undefined;

export const refreshSession = (): Promise<boolean> => {
  refreshing ??= inRefreshLock(() => send('/auth/refresh', { method: 'POST' }))
    // The body is read, not left hanging: an unread answer keeps its request open in the browser.
    .then(async (response) => {
      await response.text().catch(() => '');
      return response.ok;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
};

/** One call to the API: cookies included, JSON in and out, failures as ApiError. */
export const api = async <T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> => {
  let response = await send(path, options);

  if ((options.auth ?? 'refresh') === 'refresh' && (await needsRefresh(response))) {
    if (await refreshSession()) {
      response = await send(path, options);
    } else {
      const error = toApiError(response.status, await readBody(response));
      hooks.onSessionExpired();
      throw error;
    }
  }

  const body = await readBody(response);
  if (!response.ok) throw toApiError(response.status, body);
  if (!options.schema) return body as T;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(response.status, 'InvalidResponse', body, [
      ...parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    ]);
  }
  return parsed.data;
};

export { ApiError };
