import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import type { ImportMessage } from '@rb/schema';
import { Label } from '@/components/ui/label';
import { translateFormatMessage } from './format-messages';

/** Why the file was refused: each error's path and message, as JSON the user can copy. */
export const ImportErrors = ({ errors }: { errors: ImportMessage[] }) => {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-2">
      <Label id={id} className="text-destructive">
        <Trans>Errors</Trans>
      </Label>
      <pre
        aria-labelledby={id}
        tabIndex={0}
        data-testid="import-errors"
        className="max-h-56 overflow-auto rounded-md border border-destructive/30 bg-destructive/5 p-3 font-mono text-xs leading-relaxed whitespace-pre text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {JSON.stringify(
          errors.map((error) => ({ path: error.path, message: translateFormatMessage(error) })),
          null,
          2,
        )}
      </pre>
    </div>
  );
};
