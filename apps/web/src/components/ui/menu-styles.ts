// Shared looks of DropdownMenu and ContextMenu, which have the same parts.
export const menuContentClassName =
  'z-50 min-w-40 overflow-hidden rounded-md border bg-popover p-1 text-popover-foreground shadow-md data-[state=open]:animate-in data-[state=closed]:animate-out';
export const menuItemClassName =
  'relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[variant=destructive]:text-destructive [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground data-[variant=destructive]:[&_svg]:text-destructive';
export const menuLabelClassName = 'px-2 py-1.5 text-sm font-medium';
export const menuSeparatorClassName = '-mx-1 my-1 h-px bg-border';
export const menuShortcutClassName = 'ms-auto text-xs tracking-widest text-muted-foreground';
