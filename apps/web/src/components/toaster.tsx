import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { toast } from '@rb/schema';
import { useTheme } from '@/hooks/use-theme';
import { loadToasts, subscribeToastsWanted, toastsWanted } from '@/lib/toast';

/** docs/product.md#toasts: one toast at a time, removed 5000 ms after it is dismissed. */
export const toasterConfig = {
  visibleToasts: toast.limit,
  duration: toast.removeDelayMs,
} as const satisfies ToasterProps;

const Sonner = lazy(() =>
  loadToasts().then(() => import('sonner').then(({ Toaster }) => ({ default: Toaster }))),
);

// Idle after the first page, sonner comes in so that the first toast is not kept waiting for it.
const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 2000);
  return () => clearTimeout(handle);
};

/** Mounts sonner's toaster once toasts were asked for (lib/toast.ts); nothing shows before the first toast anyway. */
export const Toaster = () => {
  const { resolved } = useTheme();
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted, () => false);
  useEffect(() => whenIdle(() => void loadToasts()), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        {...toasterConfig}
        theme={resolved}
        closeButton
        richColors
        position="bottom-right"
        toastOptions={{ classNames: { toast: 'font-sans' } }}
      />
    </Suspense>
  );
};
