import { useEffect, useReducer, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import { closeDashboardDialog, useDashboardDialog } from '@/features/resumes/dialog-store';
import { importReducer, initialImportState } from './import-state';
import { hasExtension, importTypeOption } from './import-types';
import { serverMessage } from './server-message';
import { useImportResume } from './use-import-resume';
import { preloadFormats, validateFile } from './validate-file';

/**
 * The dialog's flow of docs/product.md#import-flow: the state (import-state.ts), Validate (the fields checked,
 * then the file converted in the browser or on the server) and Import (the resume saved, the dialog closed).
 */
export const useImportFlow = () => {
  const { t } = useLingui();
  const open = useDashboardDialog((state) => state.open?.name === 'import');
  const [state, dispatch] = useReducer(importReducer, initialImportState);
  const save = useImportResume();
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

  return { open, state, dispatch, option, validate, submit, reset, saving: save.isPending };
};
