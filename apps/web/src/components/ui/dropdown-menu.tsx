import type { ComponentProps } from 'react';
import { CheckIcon } from 'lucide-react';
import { DropdownMenu as Primitive } from 'radix-ui';
import { cn } from '@/lib/utils';
import {
  menuContentClassName,
  menuItemClassName,
  menuLabelClassName,
  menuSeparatorClassName,
  menuShortcutClassName,
} from './menu-styles';

/**
 * Menus are not modal: a modal one hides the rest of the page from screen readers while its buttons stay in the
 * tab order, which axe reports (aria-hidden-focus). The menu still takes the focus and hands it back on close.
 */
export const DropdownMenu = ({ modal = false, ...props }: ComponentProps<typeof Primitive.Root>) => (
  <Primitive.Root modal={modal} {...props} />
);
export const DropdownMenuTrigger = Primitive.Trigger;
export const DropdownMenuGroup = Primitive.Group;
export const DropdownMenuRadioGroup = Primitive.RadioGroup;

export const DropdownMenuContent = ({
  className,
  sideOffset = 4,
  ...props
}: ComponentProps<typeof Primitive.Content>) => (
  <Primitive.Portal>
    <Primitive.Content sideOffset={sideOffset} className={cn(menuContentClassName, className)} {...props} />
  </Primitive.Portal>
);
export const DropdownMenuItem = ({
  className,
  variant,
  ...props
}: ComponentProps<typeof Primitive.Item> & { variant?: 'destructive' }) => (
  <Primitive.Item data-variant={variant} className={cn(menuItemClassName, className)} {...props} />
);
export const DropdownMenuRadioItem = ({
  className,
  ...props
}: ComponentProps<typeof Primitive.RadioItem>) => (
  <Primitive.RadioItem
    className={cn(menuItemClassName, 'data-[state=checked]:font-medium', className)}
    {...props}
  />
);
export const DropdownMenuLabel = ({ className, ...props }: ComponentProps<typeof Primitive.Label>) => (
  <Primitive.Label className={cn(menuLabelClassName, className)} {...props} />
);
export const DropdownMenuSeparator = ({
  className,
  ...props
}: ComponentProps<typeof Primitive.Separator>) => (
  <Primitive.Separator className={cn(menuSeparatorClassName, className)} {...props} />
);
export const DropdownMenuShortcut = ({ className, ...props }: ComponentProps<'span'>) => (
  <span className={cn(menuShortcutClassName, className)} {...props} />
);
export const DropdownMenuCheckboxItem = ({
  className,
  children,
  ...props
}: ComponentProps<typeof Primitive.CheckboxItem>) => (
  <Primitive.CheckboxItem
    className={cn(menuItemClassName, 'data-[state=checked]:font-medium', className)}
    {...props}
  >
    {children}
    {/* The state shows as a mark too, not by weight alone. */}
    <Primitive.ItemIndicator className="ms-auto">
      <CheckIcon className="size-4" aria-hidden />
    </Primitive.ItemIndicator>
  </Primitive.CheckboxItem>
);
