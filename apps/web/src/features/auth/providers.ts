import { useQuery } from '@tanstack/react-query';
import { fetchProviders } from './auth-api';

export type SocialProvider = 'github' | 'google';

export const providersQueryKey = ['auth', 'providers'] as const;

/** The sign-in methods the server offers (docs/product.md#auth-screens); email alone while it has not answered or cannot. */
export const useProviders = () => {
  const { data, isPlaceholderData } = useQuery({
    queryKey: providersQueryKey,
    placeholderData: ['email' as const],
    meta: { silent: true },
    queryFn: async () => {
      try {
        return await fetchProviders();
      } catch {
        return ['email' as const];
      }
    },
  });
  const providers = data ?? [];
  return {
    settled: !isPlaceholderData,
    email: providers.includes('email'),
    social: providers.filter((provider): provider is SocialProvider => provider !== 'email'),
  };
};
