import { useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * Whether registration is open. The build flag VITE_DISABLE_SIGNUPS closes it up front (spec §2); a
 * server started with DISABLE_SIGNUPS answers 403 SignupsDisabled, which closes it for this visit too.
 */
export const signupsClosedByBuild = import.meta.env.VITE_DISABLE_SIGNUPS === 'true';

const signupsQueryKey = ['auth', 'signups-closed'] as const;

export const useSignupsClosed = () => {
  const queryClient = useQueryClient();
  const { data: closedByServer = false } = useQuery({
    queryKey: signupsQueryKey,
    queryFn: () => false,
    staleTime: Infinity,
    enabled: false,
  });
  return {
    closed: signupsClosedByBuild || closedByServer,
    markClosed: () => queryClient.setQueryData(signupsQueryKey, true),
  };
};
