import { useId, type Dispatch } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { i18n } from '@lingui/core';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { ImportAction, ImportState } from './import-state';
import { acceptOf, importTypeOptions, isImportType, type ImportTypeOption } from './import-types';

/** The dialog's two fields: the format, and the file (which accepts only the format's extension once chosen). */
export const ImportFileFields = ({
  state,
  option,
  dispatch,
}: {
  state: ImportState;
  option: ImportTypeOption | null;
  dispatch: Dispatch<ImportAction>;
}) => {
  const { t } = useLingui();
  const ids = { type: useId(), file: useId() };
  return (
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
  );
};
