import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A keyboard shortcut label, e.g. <Kbd>⇧ R</Kbd>. */
export const Kbd = ({ className, ...props }: ComponentProps<'kbd'>) => (
  <kbd
    data-slot="kbd"
    className={cn(
      'pointer-events-none inline-flex h-5 min-w-5 items-center justify-center gap-1 rounded border bg-muted px-1 font-sans text-[0.7rem] font-medium text-muted-foreground select-none',
      className,
    )}
    {...props}
  />
);
