// docs/product.md#toasts: one toast at a time. The toaster shows only the newest, but sonner keeps the older ones waiting and
// shows them afterwards, stale; a new toast replaces the one before it instead.
//
// Sonner is not part of any page's first JavaScript (docs/decisions/0023-first-paint-javascript-and-deferred-panels.md):
// it is fetched when the browser is idle after the first page, or by the first toast, whichever comes first. Calls made
// before it is in wait for it, in order; each toast's id is ours, so it is known at once and can be dismissed.
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;
type ToastId = string | number;
type Message = Parameters<Sonner>[0];
type Show = (message: Message, options?: ExternalToast) => ToastId;

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/** Fetches sonner once; the toaster mounts as soon as this was asked for. */
export const loadToasts = (): Promise<Sonner> => {
  if (!loading) {
    loading = import('sonner').then((module) => (sonner = module.toast));
    listeners.forEach((listener) => listener());
  }
  return loading;
};

/** Whether toasts were asked for yet, for `useSyncExternalStore`. */
export const toastsWanted = (): boolean => loading !== undefined;

export const subscribeToastsWanted = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const withSonner = (call: (sonner: Sonner) => void): void => {
  if (sonner) call(sonner);
  else void loadToasts().then(call);
};

let current: ToastId | undefined;
let nextId = 0;

const replacing =
  (pick: (sonner: Sonner) => Show): Show =>
  (message, options) => {
    const previous = current;
    const id = options?.id ?? `toast-${++nextId}`;
    current = id;
    withSonner((loaded) => {
      pick(loaded)(message, { ...options, id });
      // The toaster adds toasts on a timer and dismisses them on the next frame; dismissing the previous one on a
      // timer queued after its own addition keeps that order even when toasts come in one burst.
      if (previous !== undefined && previous !== id) setTimeout(() => loaded.dismiss(previous), 0);
    });
    return id;
  };

export const toast = Object.assign(
  replacing((loaded) => loaded),
  {
    success: replacing((loaded) => loaded.success),
    error: replacing((loaded) => loaded.error),
    warning: replacing((loaded) => loaded.warning),
    info: replacing((loaded) => loaded.info),
    message: replacing((loaded) => loaded.message),
    dismiss: (id?: ToastId): void => withSonner((loaded) => void loaded.dismiss(id)),
  },
);
