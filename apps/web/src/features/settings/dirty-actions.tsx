import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';

/** docs/product.md#settings: Save and Reset appear only while the form holds unsaved changes. */
export const DirtyActions = <T extends FieldValues>({
  form,
  pending,
}: {
  form: UseFormReturn<T>;
  pending?: boolean;
}) =>
  form.formState.isDirty ? (
    <div className="flex items-center gap-2">
      <Button type="submit" loading={pending}>
        <Trans>Save changes</Trans>
      </Button>
      <Button type="button" variant="ghost" disabled={pending} onClick={() => form.reset()}>
        <Trans>Reset</Trans>
      </Button>
    </div>
  ) : null;
