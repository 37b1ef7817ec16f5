import type { ComponentProps } from 'react';
import { Dialog as Primitive } from 'radix-ui';
import { XIcon } from 'lucide-react';
import { t } from '@lingui/core/macro';
import { cn } from '@/lib/utils';
import { overlayClassName } from './dialog';
import { RememberOpener, useReturnFocus } from './return-focus';

/** A drawer that slides in from a side; built on Dialog so focus and Escape behave the same. */
export const Sheet = Primitive.Root;
export const SheetTrigger = Primitive.Trigger;
export const SheetClose = Primitive.Close;

const sides = {
  left: 'inset-y-0 start-0 h-full w-72 max-w-[85vw] border-e data-[state=open]:animate-slide-in-left data-[state=closed]:animate-slide-out-left',
  right:
    'inset-y-0 end-0 h-full w-80 max-w-[85vw] border-s data-[state=open]:animate-slide-in-right data-[state=closed]:animate-slide-out-right',
};

export const SheetContent = ({
  className,
  children,
  side = 'left',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof Primitive.Content> & { side?: keyof typeof sides }) => {
  const { opener, handlers } = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <Primitive.Portal>
      <Primitive.Overlay className={overlayClassName} />
      <Primitive.Content
        className={cn(
          'fixed z-50 flex flex-col gap-4 bg-background shadow-lg outline-none',
          sides[side],
          className,
        )}
        {...handlers}
        {...props}
      >
        <RememberOpener into={opener} />
        {children}
        <Primitive.Close className="absolute top-4 end-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 [&_svg]:size-4">
          <XIcon aria-hidden />
          <span className="sr-only">{t`Close`}</span>
        </Primitive.Close>
      </Primitive.Content>
    </Primitive.Portal>
  );
};
export const SheetTitle = ({ className, ...props }: ComponentProps<typeof Primitive.Title>) => (
  <Primitive.Title className={cn('font-semibold', className)} {...props} />
);
export const SheetDescription = ({ className, ...props }: ComponentProps<typeof Primitive.Description>) => (
  <Primitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
);
