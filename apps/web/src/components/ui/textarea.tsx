import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { inputClassName } from './input';

export const Textarea = ({ className, ...props }: ComponentProps<'textarea'>) => (
  <textarea data-slot="textarea" className={cn(inputClassName, 'min-h-20 py-2', className)} {...props} />
);
