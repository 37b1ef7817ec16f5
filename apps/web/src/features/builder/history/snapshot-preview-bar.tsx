import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EyeIcon, Undo2Icon } from 'lucide-react';
import { formatDateTime } from '@rb/i18n';
import { Button } from '@/components/ui/button';
import type { SnapshotPreview, SnapshotWithData } from './snapshot-preview';

/**
 * Over an editor's preview while it shows an earlier version: says so, and leads back to the document being
 * edited. The builder and the letter editor each pass their own preview.
 */
export const SnapshotPreviewBar = <S extends SnapshotWithData>({
  preview,
}: {
  preview: SnapshotPreview<S>;
}) => {
  const { i18n } = useLingui();
  const snapshot = preview.useStore((state) => state.snapshot);
  // Leaving the editor ends the preview; the next document opens on its own.
  useEffect(() => preview.leave, [preview]);
  if (!snapshot) return null;
  const when = formatDateTime(snapshot.createdAt, i18n.locale);
  return (
    <div className="pointer-events-none absolute inset-x-0 top-3 z-10 flex justify-center px-3">
      <div
        role="status"
        data-testid="snapshot-preview-bar"
        className="pointer-events-auto flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-lg border border-warning bg-background/95 px-3 py-1.5 text-xs shadow-md backdrop-blur"
      >
        <EyeIcon className="size-3.5" aria-hidden />
        <span>
          <Trans>
            Previewing version from {when}. It is read-only; your edits go to the current version.
          </Trans>
        </span>
        <Button type="button" size="sm" variant="outline" className="h-7" onClick={preview.leave}>
          <Undo2Icon aria-hidden />
          <Trans>Back to the current version</Trans>
        </Button>
      </div>
    </div>
  );
};
