import type { ComponentProps, ReactNode } from 'react';
import { Tooltip as Primitive } from 'radix-ui';
import { cn } from '@/lib/utils';

export const TooltipProvider = Primitive.Provider;
export const TooltipRoot = Primitive.Root;
export const TooltipTrigger = Primitive.Trigger;

export const TooltipContent = ({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof Primitive.Content>) => (
  <Primitive.Portal>
    <Primitive.Content
      sideOffset={sideOffset}
      className={cn(
        'z-50 rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md data-[state=delayed-open]:animate-in data-[state=closed]:animate-out',
        className,
      )}
      {...props}
    />
  </Primitive.Portal>
);

/** The common case: one trigger, one label. Carries its own provider so the app shell needs none. */
export const Tooltip = ({
  content,
  children,
  side,
}: {
  content: ReactNode;
  children: ReactNode;
  side?: ComponentProps<typeof Primitive.Content>['side'];
}) => (
  <Primitive.Provider delayDuration={300}>
    <Primitive.Root>
      <Primitive.Trigger asChild>{children}</Primitive.Trigger>
      <TooltipContent side={side}>{content}</TooltipContent>
    </Primitive.Root>
  </Primitive.Provider>
);
