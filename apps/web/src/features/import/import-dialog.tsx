import { useEffect, useId, useReducer, useRef, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { i18n } from '@lingui/core';
import { CheckIcon, GlobeIcon, InfoIcon, RotateCcwIcon } from 'lucide-react';
import { toast } from '@/lib/toast';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { isApiError } from '@/lib/api/api-error';
import { errorMessages, isKnownErrorCode } from '@/lib/api/error-messages';
import { cn } from '@/lib/utils';
import { closeDashboardDialog, useDashboardDialog } from '@/features/resumes/dialog-store';
import { translateFormatMessage } from './format-messages';
import { importReducer, initialImportState } from './import-state';
import { ImportReview } from './import-review';
import { acceptOf, hasExtension, importTypeOption, importTypeOptions, isImportType } from './import-types';
import { useImportResume } from './use-import-resume';
import { preloadFormats, validateFile } from './validate-file';

/** What the server said, in the user's words when the code is known (docs/product.md#import-flow: the message is the description). */
const serverMessage = (error: unknown): string => {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const message = isKnownErrorCode(error.code) ? i18n._(errorMessages[error.code]) : error.code;
  const details = (error.issues ?? []).slice(0, 3).map((issue) => `${issue.path}: ${issue.message}`);
  return [message, ...details].join('\n');
};

/** The import dialog of docs/product.md#import-flow: choose a type and a file, Validate in the browser, then Import. */
export const ImportDialog = () => {
  const { t } = useLingui();
  const open = useDashboardDialog((state) => state.open?.name === 'import');
  const [state, dispatch] = useReducer(importReducer, initialImportState);
  const save = useImportResume();
  const ids = { type: useId(), file: useId(), errors: useId(), status: useId() };
  const importButton = useRef<HTMLButtonElement>(null);
  const resetButton = useRef<HTMLButtonElement>(null);
  const option = state.type ? importTypeOption(state.type) : null;
  const { result } = state;

  // docs/product.md#import-flow: opening the dialog resets it.
  useEffect(() => {
    if (!open) return;
    dispatch({ kind: 'reset' });
    save.reset();
    preloadFormats();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening; `save` changes on every render
  }, [open]);

  // The button that was pressed disappears with the result; focus moves to the next action instead of the page.
  useEffect(() => {
    if (result.step === 'valid') importButton.current?.focus();
    if (result.step === 'invalid') resetButton.current?.focus();
  }, [result.step]);

  const validate = async (event?: FormEvent) => {
    event?.preventDefault();
    if (result.step === 'validating') return;
    const problems: { type?: string; file?: string } = {};
    if (!state.type) problems.type = t`Choose the format of your file.`;
    if (!state.file) problems.file = t`Choose a file to import.`;
    else if (option && !hasExtension(state.file.name, option.extension))
      problems.file = t`This format needs a ${option.extension} file.`;
    if (problems.type || problems.file || !state.type || !state.file) {
      dispatch({ kind: 'problems', problems });
      return;
    }
    dispatch({ kind: 'validating' });
    const { result: parsed, milliseconds } = await validateFile(state.type, state.file).catch(() => ({
      // Only a failed chunk download lands here: the importers themselves never throw.
      result: {
        ok: false as const,
        errors: [{ code: 'notLoaded', path: '', params: {}, message: t`The importer could not be loaded.` }],
      },
      milliseconds: 0,
    }));
    if (parsed.ok) {
      const { data, warnings, visibility, confidence } = parsed;
      dispatch({
        kind: 'valid',
        data,
        warnings,
        milliseconds,
        ...(visibility ? { visibility } : {}),
        ...(confidence ? { confidence } : {}),
      });
    } else {
      dispatch({ kind: 'invalid', errors: parsed.errors });
      toast.error(t`The file could not be validated.`, {
        description: t`Have a look at the errors in the dialog.`,
      });
    }
  };

  const submit = async () => {
    if (result.step !== 'valid') return;
    try {
      const { data, visibility } = result;
      const resume = await save.mutateAsync(visibility ? { data, visibility } : { data });
      closeDashboardDialog();
      toast.success(t`“${resume.title}” has been imported.`);
    } catch (error) {
      toast.error(t`Oops, the server returned an error.`, { description: serverMessage(error) });
    }
  };

  const reset = () => dispatch({ kind: 'reset' });

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

          <div className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor={ids.type}>
                <Trans>Type</Trans>
              </Label>
              <Select
                value={state.type ?? ''}
                onValueChange={(value) => isImportType(value) && dispatch({ kind: 'type', type: value })}
              >
                <SelectTrigger
                  id={ids.type}
                  aria-invalid={state.problems.type ? true : undefined}
                  aria-describedby={state.problems.type ? `${ids.type}-problem` : undefined}
                  className="aria-invalid:border-destructive"
                >
                  <SelectValue placeholder={t`Choose a format`} />
                </SelectTrigger>
                <SelectContent>
                  {importTypeOptions.map((item) => (
                    <SelectItem key={item.id} value={item.id}>
                      {i18n._(item.name)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {state.problems.type && (
                <p id={`${ids.type}-problem`} className="text-xs text-destructive">
                  {state.problems.type}
                </p>
              )}
            </div>

            <div className="grid gap-2">
              <Label htmlFor={ids.file}>
                <Trans>File</Trans>
              </Label>
              <Input
                key={state.fileKey}
                id={ids.file}
                type="file"
                accept={option ? acceptOf(option.extension) : '.json,.zip'}
                onChange={(event) => dispatch({ kind: 'file', file: event.currentTarget.files?.[0] ?? null })}
                aria-invalid={state.problems.file ? true : undefined}
                aria-describedby={state.problems.file ? `${ids.file}-problem` : `${ids.file}-hint`}
                className="h-auto cursor-pointer py-1.5 file:me-3 file:cursor-pointer file:rounded-sm file:bg-secondary file:px-2.5 file:py-1 file:text-secondary-foreground"
              />
              {state.problems.file ? (
                <p id={`${ids.file}-problem`} className="text-xs text-destructive">
                  {state.problems.file}
                </p>
              ) : (
                <p id={`${ids.file}-hint`} className="text-xs text-muted-foreground">
                  {option ? (
                    <Trans>Accepts {option.extension} files.</Trans>
                  ) : (
                    <Trans>Choose the format first; it decides which files are accepted.</Trans>
                  )}
                </p>
              )}
            </div>
          </div>

          <div id={ids.status} aria-live="polite" className="min-w-0 empty:hidden">
            {result.step === 'invalid' && (
              <div className="grid min-w-0 gap-2">
                <Label id={ids.errors} className="text-destructive">
                  <Trans>Errors</Trans>
                </Label>
                <pre
                  aria-labelledby={ids.errors}
                  tabIndex={0}
                  data-testid="import-errors"
                  className="max-h-56 overflow-auto rounded-md border border-destructive/30 bg-destructive/5 p-3 font-mono text-xs leading-relaxed whitespace-pre text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {JSON.stringify(
                    result.errors.map((error) => ({
                      path: error.path,
                      message: translateFormatMessage(error),
                    })),
                    null,
                    2,
                  )}
                </pre>
              </div>
            )}
            {result.step === 'valid' && (
              <div
                className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm"
                data-testid="import-valid"
                data-validate-ms={result.milliseconds.toFixed(1)}
              >
                <p className="flex items-center gap-2 font-medium">
                  <CheckIcon className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden />
                  {result.data.basics.name ? (
                    <Trans>
                      The file is valid: a resume for {result.data.basics.name} is ready to import.
                    </Trans>
                  ) : (
                    <Trans>The file is valid and ready to import.</Trans>
                  )}
                </p>
                {result.visibility === 'public' && (
                  <p className="flex items-center gap-1.5 text-xs" data-testid="import-public">
                    <GlobeIcon className="size-3.5 shrink-0" aria-hidden />
                    <Trans>The file marks this resume as public: it will be public once imported.</Trans>
                  </p>
                )}
                {result.warnings.length > 0 && (
                  <div className="grid gap-1 text-xs text-muted-foreground" data-testid="import-warnings">
                    <p className="flex items-center gap-1.5">
                      <InfoIcon className="size-3.5 shrink-0" aria-hidden />
                      <Trans>Some details were changed or left out:</Trans>
                    </p>
                    <ul className="max-h-32 list-disc overflow-auto ps-7">
                      {result.warnings.map((warning, index) => (
                        <li key={index}>{translateFormatMessage(warning)}</li>
                      ))}
                    </ul>
                  </div>
                )}
                {result.confidence && (
                  <ImportReview
                    data={result.data}
                    confidence={result.confidence}
                    onEdit={(path, value) => dispatch({ kind: 'edit', path, value })}
                  />
                )}
              </div>
            )}
          </div>

          <DialogFooter>
            {(result.step === 'start' || result.step === 'validating') && (
              <Button type="submit" loading={result.step === 'validating'}>
                <Trans>Validate</Trans>
              </Button>
            )}
            {result.step === 'invalid' && (
              <Button ref={resetButton} type="button" variant="secondary" onClick={reset}>
                <RotateCcwIcon aria-hidden />
                <Trans>Reset</Trans>
              </Button>
            )}
            {result.step === 'valid' && (
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
                <Button
                  ref={importButton}
                  type="button"
                  loading={save.isPending}
                  onClick={() => void submit()}
                >
                  <Trans>Import</Trans>
                </Button>
              </>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
