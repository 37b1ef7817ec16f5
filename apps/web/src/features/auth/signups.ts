import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignupsResponse } from '@rb/schema/contracts/user';
import { fetchSignups } from './auth-api';

/**
 * Whether registration is open. The build flag VITE_DISABLE_SIGNUPS closes it without asking; otherwise
 * the server says so up front (GET /auth/signups, DISABLE_SIGNUPS), and a 403 SignupsDisabled answer to a
 * registration closes it for this visit too, should the server have changed its mind since.
 */
export const signupsClosedByBuild = import.meta.env.VITE_DISABLE_SIGNUPS === 'true';

export const signupsQueryKey = ['auth', 'signups'] as const;

export const useSignupsClosed = () => {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: signupsQueryKey,
    enabled: !signupsClosedByBuild,
    meta: { silent: true },
    // The server refuses a registration it does not accept anyway: an unreachable answer keeps the form open.
    queryFn: async (): Promise<SignupsResponse> => {
      try {
        return await fetchSignups();
      } catch {
        return { open: true };
      }
    },
  });
  return {
    closed: signupsClosedByBuild || data?.open === false,
    markClosed: () => queryClient.setQueryData<SignupsResponse>(signupsQueryKey, { open: false }),
  };
};
