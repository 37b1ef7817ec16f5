import type { Dispatch } from 'react';
import { Trans } from '@lingui/react/macro';
import { CheckIcon, GlobeIcon, InfoIcon } from 'lucide-react';
import { translateFormatMessage } from './format-messages';
import { ImportReview } from './import-review';
import type { ImportAction, ImportStep } from './import-state';

/**
 * A file that converted: whose resume it is, whether it will be public, what was changed or left out, and for
 * Word and PDF the review of every field it filled.
 */
export const ImportReady = ({
  result,
  dispatch,
}: {
  result: Extract<ImportStep, { step: 'valid' }>;
  dispatch: Dispatch<ImportAction>;
}) => (
  <div
    className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm"
    data-testid="import-valid"
    data-validate-ms={result.milliseconds.toFixed(1)}
  >
    <p className="flex items-center gap-2 font-medium">
      <CheckIcon className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden />
      {result.data.basics.name ? (
        <Trans>The file is valid: a resume for {result.data.basics.name} is ready to import.</Trans>
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
);
