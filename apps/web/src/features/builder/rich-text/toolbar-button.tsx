import type { ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

type Props = Omit<ComponentProps<'button'>, 'children'> & {
  icon: LucideIcon;
  label: string;
  active?: boolean;
};

/** A small toggle of the rich-text toolbar; forwards props so it can be a popover trigger. */
export const ToolbarButton = ({ icon: Icon, label, active, className, onMouseDown, ...props }: Props) => (
  <button
    type="button"
    title={label}
    aria-label={label}
    aria-pressed={active}
    // A press by mouse leaves the focus and the selection in the text, so typing goes on where it was.
    onMouseDown={(event) => {
      onMouseDown?.(event);
      if (!event.defaultPrevented && event.button === 0) event.preventDefault();
    }}
    className={cn(
      'grid size-7 shrink-0 place-items-center rounded text-muted-foreground hover:bg-accent hover:text-accent-foreground disabled:opacity-50 aria-pressed:bg-accent aria-pressed:text-foreground [&_svg]:size-3.5',
      className,
    )}
    {...props}
  >
    <Icon aria-hidden />
  </button>
);
