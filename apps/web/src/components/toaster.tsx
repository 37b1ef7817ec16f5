import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { toast } from '@rb/schema';
import { useTheme } from '@/hooks/use-theme';

/** docs/product.md#toasts: one toast at a time, removed 5000 ms after it is dismissed. */
export const toasterConfig = {
  visibleToasts: toast.limit,
  duration: toast.removeDelayMs,
} as const satisfies ToasterProps;

export const Toaster = () => {
  const { resolved } = useTheme();
  return (
    <Sonner
      {...toasterConfig}
      theme={resolved}
      closeButton
      richColors
      position="bottom-right"
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
};
