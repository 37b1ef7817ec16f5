import { useEffect, useId, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { createId } from '@rb/schema';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ltrFieldClass } from '@/lib/ltr';
import { cn } from '@/lib/utils';
import { itemActions, type AnyItem } from '../store/item-actions';
import { useResumeStore } from '../store/resume-store';
import { getSection } from '../store/section-actions';
import { RichTextEditor } from '../rich-text/lazy-rich-text-editor';
import { TagInput } from '../rich-text/tag-input';
import { LevelSlider } from '../fields/level-slider';
import { ProfileIconInput } from '../fields/icon-input';
import { UrlInput } from '../fields/url-input';
import { closeDialog, useDialogStore, type OpenDialog } from './dialog-store';
import { emptyItem, itemForms, type FieldSpec } from './item-fields';
import { translateIssue } from './translate-issue';

const errorOf = (errors: FieldErrors, name: string): string | undefined => {
  const error = errors[name] as { message?: string; href?: { message?: string } } | undefined;
  return error?.message ?? error?.href?.message;
};

const ItemForm = ({ dialog }: { dialog: OpenDialog }) => {
  const { t, i18n } = useLingui();
  const formId = useId();
  const form = itemForms[dialog.name];
  const sectionName = useResumeStore((state) =>
    state.view ? getSection(state.view, dialog.section)?.name : '',
  );
  const [defaults] = useState<AnyItem>(() =>
    dialog.mode === 'create'
      ? emptyItem(dialog.name)
      : dialog.mode === 'duplicate'
        ? { ...structuredClone(dialog.payload!), id: createId() }
        : structuredClone(dialog.payload!),
  );
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AnyItem>({
    defaultValues: defaults,
    resolver: zodResolver(form.schema) as unknown as Resolver<AnyItem>,
  });

  const submit = handleSubmit((values) => {
    const item = { ...defaults, ...values } as AnyItem;
    if (dialog.mode === 'update') itemActions.update(dialog.section, item);
    else itemActions.create(dialog.section, item);
    closeDialog();
  });

  const title = {
    create: t`Create a new item`,
    update: t`Edit item`,
    duplicate: t`Duplicate item`,
    delete: '',
  }[dialog.mode];

  const renderField = (field: FieldSpec) => {
    const id = `${formId}-${field.name}`;
    const label = i18n._(field.label);
    const error = translateIssue(errorOf(errors, field.name), label);
    const control_ = (() => {
      switch (field.kind) {
        case 'text':
          return (
            <Input
              id={id}
              dir={field.ltr ? 'ltr' : undefined}
              className={field.ltr ? ltrFieldClass : undefined}
              placeholder={field.placeholder}
              aria-invalid={!!error}
              aria-required={field.required}
              {...register(field.name)}
            />
          );
        case 'rich':
          return (
            <Controller
              control={control}
              name={field.name}
              render={({ field: { value, onChange } }) => (
                <RichTextEditor id={id} label={label} value={String(value ?? '')} onChange={onChange} />
              )}
            />
          );
        case 'url':
          return (
            <Controller
              control={control}
              name={field.name}
              render={({ field: { value, onChange } }) => (
                <UrlInput id={id} value={value as never} onChange={onChange} error={error} />
              )}
            />
          );
        case 'level':
          return (
            <Controller
              control={control}
              name={field.name}
              render={({ field: { value, onChange } }) => (
                <LevelSlider id={id} value={Number(value)} onChange={onChange} />
              )}
            />
          );
        case 'keywords':
          return (
            <Controller
              control={control}
              name={field.name}
              render={({ field: { value, onChange } }) => (
                <TagInput id={id} value={(value as string[]) ?? []} onChange={onChange} />
              )}
            />
          );
        case 'icon':
          return (
            <Controller
              control={control}
              name={field.name}
              render={({ field: { value, onChange } }) => (
                <ProfileIconInput
                  id={id}
                  value={String(value ?? '')}
                  onChange={onChange}
                  placeholder={field.placeholder}
                />
              )}
            />
          );
      }
    })();
    return (
      <div key={field.name} className={cn('grid content-start gap-1.5', field.wide && 'sm:col-span-2')}>
        <Label htmlFor={id} className={cn(error && field.kind !== 'url' && 'text-destructive')}>
          {label}
          {field.required && <span aria-hidden> *</span>}
        </Label>
        {control_}
        {error && field.kind !== 'url' && (
          <p role="alert" className="text-xs font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl" data-testid="item-dialog">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{sectionName}</DialogDescription>
      </DialogHeader>
      <form
        id={formId}
        onSubmit={(event) => void submit(event)}
        className="grid gap-4 sm:grid-cols-2"
        noValidate
      >
        {form.fields.map(renderField)}
      </form>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={closeDialog}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" form={formId}>
          {dialog.mode === 'update' ? <Trans>Save changes</Trans> : <Trans>Create</Trans>}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
};

const DeleteItem = ({ dialog }: { dialog: OpenDialog }) => (
  <AlertDialogContent>
    <AlertDialogHeader>
      <AlertDialogTitle>
        <Trans>Delete this item?</Trans>
      </AlertDialogTitle>
      <AlertDialogDescription>
        <Trans>It is removed from your resume. You can bring it back with undo.</Trans>
      </AlertDialogDescription>
    </AlertDialogHeader>
    <AlertDialogFooter>
      <AlertDialogCancel>
        <Trans>Cancel</Trans>
      </AlertDialogCancel>
      <AlertDialogAction
        onClick={() => {
          if (dialog.payload) itemActions.remove(dialog.section, dialog.payload.id);
          closeDialog();
        }}
      >
        <Trans>Delete</Trans>
      </AlertDialogAction>
    </AlertDialogFooter>
  </AlertDialogContent>
);

/** The section item dialogs (docs/product.md#dialogs): one at a time; mounted by the builder only once a resume is loaded. */
export const ItemDialog = () => {
  const dialog = useDialogStore((state) => state.open);
  const locked = useResumeStore((state) => state.meta?.locked ?? true);

  // A locked resume cannot be edited: nothing may stay open.
  useEffect(() => {
    if (locked && dialog) closeDialog();
  }, [locked, dialog]);

  const onOpenChange = (open: boolean) => {
    if (!open) closeDialog();
  };

  return (
    <>
      <Dialog open={!!dialog && dialog.mode !== 'delete'} onOpenChange={onOpenChange}>
        {dialog && dialog.mode !== 'delete' && (
          <ItemForm key={`${dialog.section}-${dialog.mode}-${dialog.payload?.id ?? 'new'}`} dialog={dialog} />
        )}
      </Dialog>
      <AlertDialog open={dialog?.mode === 'delete'} onOpenChange={onOpenChange}>
        {dialog?.mode === 'delete' && <DeleteItem dialog={dialog} />}
      </AlertDialog>
    </>
  );
};
