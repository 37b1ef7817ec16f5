import type { ComponentProps } from 'react';
import { Slider as Primitive } from 'radix-ui';
import { cn } from '@/lib/utils';

/** `aria-label` names the thumbs: they are what assistive technology focuses (role slider), not the track. */
export const Slider = ({
  className,
  value,
  defaultValue,
  'aria-label': label,
  ...props
}: ComponentProps<typeof Primitive.Root>) => {
  const thumbs = (value ?? defaultValue ?? [0]).length;
  return (
    <Primitive.Root
      value={value}
      defaultValue={defaultValue}
      className={cn(
        'relative flex w-full touch-none items-center select-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <Primitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted">
        <Primitive.Range className="absolute h-full bg-primary" />
      </Primitive.Track>
      {Array.from({ length: thumbs }, (_, index) => (
        <Primitive.Thumb
          key={index}
          aria-label={label}
          className="block size-4 rounded-full border border-primary bg-background shadow-sm transition-shadow hover:ring-4 hover:ring-ring/30 focus-visible:ring-4 focus-visible:ring-ring/30 focus-visible:outline-none"
        />
      ))}
    </Primitive.Root>
  );
};
