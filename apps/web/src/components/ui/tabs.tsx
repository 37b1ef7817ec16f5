import type { ComponentProps } from 'react';
import { Tabs as Primitive } from 'radix-ui';
import { cn } from '@/lib/utils';

export const Tabs = ({ className, ...props }: ComponentProps<typeof Primitive.Root>) => (
  <Primitive.Root className={cn('flex flex-col gap-2', className)} {...props} />
);
export const TabsList = ({ className, ...props }: ComponentProps<typeof Primitive.List>) => (
  <Primitive.List
    className={cn(
      'inline-flex h-9 w-fit items-center rounded-lg bg-muted p-1 text-muted-foreground',
      className,
    )}
    {...props}
  />
);
export const TabsTrigger = ({ className, ...props }: ComponentProps<typeof Primitive.Trigger>) => (
  <Primitive.Trigger
    className={cn(
      'inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4',
      className,
    )}
    {...props}
  />
);
export const TabsContent = ({ className, ...props }: ComponentProps<typeof Primitive.Content>) => (
  <Primitive.Content className={cn('flex-1 outline-none', className)} {...props} />
);
