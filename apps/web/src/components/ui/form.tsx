import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { cn } from '@/lib/utils';
import { Label } from './label';

/** react-hook-form glue: <Form {...form}> then FormField → FormItem → FormLabel/FormControl/FormMessage. */
export const Form = FormProvider;

const FieldContext = createContext<{ name: string } | null>(null);
const ItemContext = createContext<{ id: string } | null>(null);

export const FormField = <TValues extends FieldValues, TName extends FieldPath<TValues>>(
  props: ControllerProps<TValues, TName>,
) => (
  <FieldContext.Provider value={{ name: props.name }}>
    <Controller {...props} />
  </FieldContext.Provider>
);

export const useFormField = () => {
  const field = useContext(FieldContext);
  const item = useContext(ItemContext);
  const { getFieldState } = useFormContext();
  if (!field || !item) throw new Error('useFormField belongs inside <FormField> and <FormItem>.');
  const formState = useFormState({ name: field.name });
  const state = getFieldState(field.name, formState);
  return {
    name: field.name,
    ...state,
    controlId: `${item.id}-control`,
    descriptionId: `${item.id}-description`,
    messageId: `${item.id}-message`,
  };
};

export const FormItem = ({ className, ...props }: ComponentProps<'div'>) => {
  const id = useId();
  return (
    <ItemContext.Provider value={{ id }}>
      <div className={cn('grid gap-2', className)} {...props} />
    </ItemContext.Provider>
  );
};

export const FormLabel = ({ className, ...props }: ComponentProps<typeof Label>) => {
  const { error, controlId } = useFormField();
  return (
    <Label
      htmlFor={controlId}
      data-error={!!error}
      className={cn('data-[error=true]:text-destructive', className)}
      {...props}
    />
  );
};

export const FormControl = (props: ComponentProps<typeof Slot.Root>) => {
  const { error, controlId, descriptionId, messageId } = useFormField();
  return (
    <Slot.Root
      id={controlId}
      aria-describedby={error ? `${descriptionId} ${messageId}` : descriptionId}
      aria-invalid={!!error}
      {...props}
    />
  );
};

export const FormDescription = ({ className, ...props }: ComponentProps<'p'>) => {
  const { descriptionId } = useFormField();
  return <p id={descriptionId} className={cn('text-xs text-muted-foreground', className)} {...props} />;
};

export const FormMessage = ({
  className,
  children,
  ...props
}: ComponentProps<'p'> & { children?: ReactNode }) => {
  const { error, messageId } = useFormField();
  const body = error?.message ? String(error.message) : children;
  if (!body) return null;
  return (
    <p
      id={messageId}
      role="alert"
      className={cn('text-xs font-medium text-destructive', className)}
      {...props}
    >
      {body}
    </p>
  );
};
