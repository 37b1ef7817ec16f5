import type { ReactNode } from 'react';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';

/**
 * A drawer takes the focus itself rather than its first button: that button's tooltip would pop up over the panel,
 * and Escape would close the tooltip instead of the drawer. Tab goes on from there.
 */
const focusDrawer = (event: Event) => {
  event.preventDefault();
  (event.currentTarget as HTMLElement | null)?.focus();
};

/** A side panel below lg, slid in from its side (builder-layout.tsx). */
export const BuilderDrawer = ({
  side,
  title,
  open,
  onOpenChange,
  children,
}: {
  side: 'left' | 'right';
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) => (
  <Sheet open={open} onOpenChange={onOpenChange}>
    <SheetContent
      side={side}
      data-builder-drawer
      className="w-[min(30rem,92vw)] max-w-[92vw] gap-0 p-0 pt-12"
      aria-describedby={undefined}
      onOpenAutoFocus={focusDrawer}
    >
      <SheetTitle className="sr-only">{title}</SheetTitle>
      {children}
    </SheetContent>
  </Sheet>
);
