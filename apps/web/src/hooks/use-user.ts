import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout, userQuery } from '@/lib/api/user';

/** The signed-in user, or null for a guest (loaders have already fetched it). */
export const useUser = () => {
  const { data, isLoading } = useQuery(userQuery);
  return { user: data ?? null, isLoading };
};

/** Logs out, clears the cache and goes home; never fails for the user (docs/product.md#sign-in-and-session). */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await logout(queryClient);
    await navigate('/', { replace: true });
  };
};
