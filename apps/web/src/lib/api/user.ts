import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, refreshSession } from './client';
import { isApiError } from './api-error';
import type { User } from './user-schema';

export type { User } from './user-schema';

// zod stays out of the first chunk: the schemas load with the first call that needs them.
const loadSchemas = () => import('./user-schema');

export const userQueryKey = ['user'] as const;

/** The current user, or null for a guest. A 401/403 after one refresh attempt means "guest". */
export const fetchUser = async (): Promise<User | null> => {
  const { userSchema } = await loadSchemas();
  try {
    return await api('/user/me', { schema: userSchema, auth: 'none' });
  } catch (error) {
    if (isApiError(error) && (error.statusCode === 401 || error.statusCode === 403)) {
      if (!(await refreshSession())) return null;
      try {
        return await api('/user/me', { schema: userSchema, auth: 'none' });
      } catch (retryError) {
        if (isApiError(retryError) && (retryError.statusCode === 401 || retryError.statusCode === 403))
          return null;
        throw retryError;
      }
    }
    throw error;
  }
};

export const userQuery = queryOptions({
  queryKey: userQueryKey,
  queryFn: fetchUser,
  // The probe for the session must never toast: a guest is a normal state.
  meta: { silent: true },
});

/** Used by route loaders: answers from the cache when it can, otherwise asks the server once. */
export const ensureUser = async (queryClient: QueryClient): Promise<User | null> => {
  try {
    return await queryClient.ensureQueryData(userQuery);
  } catch {
    // The server is unreachable: treat the visitor as a guest rather than breaking every page.
    return null;
  }
};

export const login = async (payload: { identifier: string; password: string }) => {
  const { loginResponseSchema } = await loadSchemas();
  return api('/auth/login', { method: 'POST', body: payload, schema: loginResponseSchema, auth: 'none' });
};

/** Logout clears the user whatever the server answers (docs/product.md#sign-in-and-session). */
export const logout = async (queryClient: QueryClient): Promise<void> => {
  try {
    await api('/auth/logout', { method: 'POST', auth: 'none' });
  } catch {
    // Even a failed logout must leave the browser signed out.
  } finally {
    queryClient.setQueryData(userQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
  }
};
