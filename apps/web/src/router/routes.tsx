import { redirect, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { PageFallback } from './page-fallback';
import { anyone, authCallback, guestOnly, signedInOnly } from './guards';

/**
 * Every screen of docs/product.md#routes. Pages are lazy so each loads as its own chunk; a new page is one more
 * entry here with `lazy: () => import(...)` of a module that exports `Component`.
 * /artboard/* is served by the artboard app on the server, not by this router.
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageFallback,
    loader: anyone(queryClient),
    children: [
      { index: true, lazy: () => import('@/pages/landing/page') },
      {
        path: 'auth',
        lazy: () => import('@/pages/auth/layout'),
        children: [
          { index: true, loader: () => redirect('/auth/login') },
          {
            loader: guestOnly(queryClient),
            children: [
              { path: 'login', lazy: () => import('@/features/auth/login') },
              { path: 'register', lazy: () => import('@/features/auth/register') },
              { path: 'forgot-password', lazy: () => import('@/features/auth/forgot-password') },
              { path: 'reset-password', lazy: () => import('@/features/auth/reset-password') },
              { path: 'verify-otp', lazy: () => import('@/features/auth/verify-otp') },
              { path: 'backup-otp', lazy: () => import('@/features/auth/backup-otp') },
            ],
          },
          {
            path: 'verify-email',
            loader: signedInOnly(queryClient),
            lazy: () => import('@/features/auth/verify-email'),
          },
          { path: 'callback', loader: authCallback(queryClient) },
        ],
      },
      {
        path: 'dashboard',
        loader: signedInOnly(queryClient),
        lazy: () => import('@/pages/dashboard/layout'),
        children: [
          { index: true, loader: () => redirect('/dashboard/resumes') },
          { path: 'resumes', lazy: () => import('@/pages/dashboard/resumes') },
          { path: 'letters', lazy: () => import('@/pages/dashboard/letters') },
          { path: 'settings', lazy: () => import('@/features/settings/page') },
        ],
      },
      { path: 'builder', loader: () => redirect('/dashboard/resumes') },
      {
        path: 'builder/letter/:id',
        loader: signedInOnly(queryClient),
        lazy: () => import('@/features/letters/letter-route'),
      },
      {
        path: 'builder/:id',
        loader: signedInOnly(queryClient),
        lazy: () => import('@/features/builder/route'),
      },
      // A share link (docs/product.md#share-links); one letter, so no username's public page is hidden by it.
      { path: 's/:token', lazy: () => import('@/pages/shared/page') },
      {
        path: ':username/:slug',
        // Starts the resume's request beside the root's user check instead of after it (a guest pays two
        // round trips there); the page then finds it in flight or done.
        loader: async ({ params }) => {
          const { publicResumeQuery } = await import('@/features/resumes/resumes-api');
          void queryClient.prefetchQuery(publicResumeQuery(params.username ?? '', params.slug ?? ''));
          return null;
        },
        lazy: () => import('@/pages/public/page'),
      },
      { path: '*', lazy: () => import('@/pages/not-found') },
    ],
  },
];
