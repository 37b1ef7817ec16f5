import { Trans } from '@lingui/react/macro';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { closeDashboardDialog } from '@/features/resumes/dialog-store';
import { ImportActions } from './import-actions';
import { ImportErrors } from './import-errors';
import { ImportFileFields } from './import-file-fields';
import { ImportReady } from './import-ready';
import { useImportFlow } from './use-import-flow';

/** The import dialog of docs/product.md#import-flow: choose a type and a file, Validate in the browser, then Import. */
export const ImportDialog = () => {
  const { open, state, dispatch, option, validate, submit, reset, saving } = useImportFlow();
  const { result } = state;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && closeDashboardDialog()}>
      <DialogContent className="sm:max-w-2xl" data-testid="import-dialog">
        <form onSubmit={(event) => void validate(event)} className="grid min-w-0 gap-5" noValidate>
          <DialogHeader>
            <DialogTitle>
              <Trans>Import an existing resume</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>
                Choose the format and the file. It is checked in your browser first; nothing is saved until
                you import it.
              </Trans>
            </DialogDescription>
          </DialogHeader>

          <ImportFileFields state={state} option={option} dispatch={dispatch} />

          <div aria-live="polite" className="min-w-0 empty:hidden">
            {result.step === 'invalid' && <ImportErrors errors={result.errors} />}
            {result.step === 'valid' && <ImportReady result={result} dispatch={dispatch} />}
          </div>

          <ImportActions step={result.step} saving={saving} onReset={reset} onImport={() => void submit()} />
        </form>
      </DialogContent>
    </Dialog>
  );
};
