import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from 'react-router/dom';
import type { createBrowserRouter } from 'react-router';
import { i18n } from '@lingui/core';
import { Toaster } from '@/components/toaster';

type Router = ReturnType<typeof createBrowserRouter>;

/** The providers every page can rely on: queries, translations and toasts. */
export const App = ({ router, queryClient }: { router: Router; queryClient: QueryClient }) => {
  const [client] = useState(queryClient);
  return (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
        <Toaster />
      </I18nProvider>
    </QueryClientProvider>
  );
};
