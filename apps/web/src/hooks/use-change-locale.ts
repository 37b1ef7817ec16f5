import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { api } from '@/lib/api/client';
import { userQueryKey, type User } from '@/lib/api/user';
import { storeLocale } from '@/lib/i18n';

/** docs/product.md#language-change: store the locale locally, patch the signed-in user, then reload the page. */
export const useChangeLocale = () => {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  return async (locale: string) => {
    if (locale === i18n.locale) return;
    storeLocale(locale);
    if (queryClient.getQueryData<User | null>(userQueryKey)) {
      try {
        await api('/user/me', { method: 'PATCH', body: { locale } });
      } catch {
        // The local choice still applies; the account keeps its old locale until the next save.
      }
    }
    window.location.reload();
  };
};
