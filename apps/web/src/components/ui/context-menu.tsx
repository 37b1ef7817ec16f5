import type { ComponentProps } from 'react';
import { ContextMenu as Primitive } from 'radix-ui';
import { cn } from '@/lib/utils';
import {
  menuContentClassName,
  menuItemClassName,
  menuLabelClassName,
  menuSeparatorClassName,
  menuShortcutClassName,
} from './menu-styles';

/** Not modal, as the dropdown menus are (`dropdown-menu.tsx` says why). */
export const ContextMenu = ({ modal = false, ...props }: ComponentProps<typeof Primitive.Root>) => (
  <Primitive.Root modal={modal} {...props} />
);
export const ContextMenuTrigger = Primitive.Trigger;
export const ContextMenuGroup = Primitive.Group;

export const ContextMenuContent = ({ className, ...props }: ComponentProps<typeof Primitive.Content>) => (
  <Primitive.Portal>
    <Primitive.Content className={cn(menuContentClassName, className)} {...props} />
  </Primitive.Portal>
);
export const ContextMenuItem = ({
  className,
  variant,
  ...props
}: ComponentProps<typeof Primitive.Item> & { variant?: 'destructive' }) => (
  <Primitive.Item data-variant={variant} className={cn(menuItemClassName, className)} {...props} />
);
export const ContextMenuLabel = ({ className, ...props }: ComponentProps<typeof Primitive.Label>) => (
  <Primitive.Label className={cn(menuLabelClassName, className)} {...props} />
);
export const ContextMenuSeparator = ({ className, ...props }: ComponentProps<typeof Primitive.Separator>) => (
  <Primitive.Separator className={cn(menuSeparatorClassName, className)} {...props} />
);
export const ContextMenuShortcut = ({ className, ...props }: ComponentProps<'span'>) => (
  <span className={cn(menuShortcutClassName, className)} {...props} />
);
