import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignupsResponse } from '@rb/schema/contracts/user';
import { fetchSignups } from './auth-api';

/**
 * Whether registration is open. The server decides (DISABLE_SIGNUPS): it refuses a registration it does
 * not accept, and says so up front (GET /auth/signups) so the register screen can show the banner before
 * anyone types; a 403 SignupsDisabled answer closes the form for this visit too, should the server have
 * changed its mind since. The build flag VITE_DISABLE_SIGNUPS=true (README) is an extra for builds that
 * must never offer registration: the banner shows without asking, whatever the server says.
 * Read on each call, so that tests can set it; a build replaces it with a constant.
 */
export const signupsClosedByBuild = () => import.meta.env.VITE_DISABLE_SIGNUPS === 'true';

export const signupsQueryKey = ['auth', 'signups'] as const;

export const useSignupsClosed = () => {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: signupsQueryKey,
    enabled: !signupsClosedByBuild(),
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
    closed: signupsClosedByBuild() || data?.open === false,
    markClosed: () => queryClient.setQueryData<SignupsResponse>(signupsQueryKey, { open: false }),
  };
};
