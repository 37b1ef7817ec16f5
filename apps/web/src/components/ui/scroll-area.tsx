import type { ComponentProps } from 'react';
import { ScrollArea as Primitive } from 'radix-ui';
import { cn } from '@/lib/utils';

export const ScrollArea = ({ className, children, ...props }: ComponentProps<typeof Primitive.Root>) => (
  <Primitive.Root className={cn('relative overflow-hidden', className)} {...props}>
    <Primitive.Viewport className="size-full rounded-[inherit] outline-none">{children}</Primitive.Viewport>
    <ScrollBar />
    <Primitive.Corner />
  </Primitive.Root>
);

export const ScrollBar = ({
  className,
  orientation = 'vertical',
  ...props
}: ComponentProps<typeof Primitive.Scrollbar>) => (
  <Primitive.Scrollbar
    orientation={orientation}
    className={cn(
      'flex touch-none p-px transition-colors select-none',
      orientation === 'vertical'
        ? 'h-full w-2.5 border-s border-s-transparent'
        : 'h-2.5 flex-col border-t border-t-transparent',
      className,
    )}
    {...props}
  >
    <Primitive.Thumb className="relative flex-1 rounded-full bg-border" />
  </Primitive.Scrollbar>
);
