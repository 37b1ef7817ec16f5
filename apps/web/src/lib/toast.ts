// docs/product.md#toasts: one toast at a time. The toaster shows only the newest, but sonner keeps the older ones waiting and
// shows them afterwards, stale; a new toast replaces the one before it instead.
import { toast as sonner } from 'sonner';

type Show = (...args: Parameters<typeof sonner>) => ReturnType<typeof sonner>;

let current: ReturnType<typeof sonner> | undefined;

const replacing =
  (show: Show): Show =>
  (...args) => {
    const previous = current;
    current = show(...args);
    // The toaster adds toasts on a timer and dismisses them on the next frame; dismissing the previous one on a
    // timer queued after its own addition keeps that order even when toasts come in one burst.
    if (previous !== undefined && previous !== current) setTimeout(() => sonner.dismiss(previous), 0);
    return current;
  };

export const toast = Object.assign(replacing(sonner), {
  success: replacing(sonner.success),
  error: replacing(sonner.error),
  warning: replacing(sonner.warning),
  info: replacing(sonner.info),
  message: replacing(sonner.message),
  dismiss: sonner.dismiss,
});
