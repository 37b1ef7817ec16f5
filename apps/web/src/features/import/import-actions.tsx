import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { CheckIcon, RotateCcwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import type { ImportStep } from './import-state';

/** The dialog's buttons for each step: Validate (submits the form), Reset after errors, Import once valid. */
export const ImportActions = ({
  step,
  saving,
  onReset,
  onImport,
}: {
  step: ImportStep['step'];
  saving: boolean;
  onReset: () => void;
  onImport: () => void;
}) => {
  const importButton = useRef<HTMLButtonElement>(null);
  const resetButton = useRef<HTMLButtonElement>(null);

  // The button that was pressed disappears with the result; focus moves to the next action instead of the page.
  useEffect(() => {
    if (step === 'valid') importButton.current?.focus();
    if (step === 'invalid') resetButton.current?.focus();
  }, [step]);

  return (
    <DialogFooter>
      {(step === 'start' || step === 'validating') && (
        <Button type="submit" loading={step === 'validating'}>
          <Trans>Validate</Trans>
        </Button>
      )}
      {step === 'invalid' && (
        <Button ref={resetButton} type="button" variant="secondary" onClick={onReset}>
          <RotateCcwIcon aria-hidden />
          <Trans>Reset</Trans>
        </Button>
      )}
      {step === 'valid' && (
        <>
          <Button
            type="button"
            variant="outline"
            disabled
            className={cn('disabled:opacity-100', 'text-emerald-700 dark:text-emerald-400')}
          >
            <CheckIcon aria-hidden />
            <Trans>Validated</Trans>
          </Button>
          <Button ref={importButton} type="button" loading={saving} onClick={onImport}>
            <Trans>Import</Trans>
          </Button>
        </>
      )}
    </DialogFooter>
  );
};
