import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { cn } from '@/lib/utils';
import { SkipLink } from '@/components/skip-link';

/** Wraps every page: the skip link, and a thin progress bar while the next page's code or data loads. */
export const RootLayout = () => {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <>
      <SkipLink />
      <div
        aria-hidden
        className={cn(
          'fixed inset-x-0 top-0 z-[60] h-0.5 origin-left bg-foreground transition-transform duration-500 ease-out',
          busy ? 'scale-x-75' : 'scale-x-0 duration-150',
        )}
      />
      <Outlet />
      <ScrollRestoration />
    </>
  );
};
