import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useStore } from 'zustand';
import { useLingui } from '@lingui/react/macro';
import {
  AlertTriangleIcon,
  ArrowLeftIcon,
  CloudIcon,
  CloudOffIcon,
  FileDownIcon,
  LoaderCircleIcon,
  LockIcon,
  Redo2Icon,
  Undo2Icon,
  type LucideIcon,
} from 'lucide-react';
import type { LetterExportFormatId } from '@rb/schema';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ThemeToggle } from '@/components/theme-toggle';
import { notifyError } from '@/lib/notify-error';
import { cn } from '@/lib/utils';
import { SnapshotPreviewBar, type SaveStatus } from '@/features/builder/shared-editing';
import { LetterDesign } from './letter-design';
import { LetterFields } from './letter-fields';
import { LetterHistory } from './letter-history';
import { LetterPreview } from './letter-preview';
import { LetterSharing } from './letter-sharing';
import { letterSnapshotPreview } from './letter-snapshot-preview';
import { loadLetter, redoLetter, undoLetter, unloadLetter, useLetterStore } from './letter-store';
import { fetchLetter, letterFileUrl } from './letters-api';
import { flushLetterSaves, useLetterAutosave, useLetterSaveStatus } from './use-letter-autosave';

const SaveState = () => {
  const { t } = useLingui();
  const status = useLetterSaveStatus((state) => state.status);
  const look: Record<SaveStatus, { icon: LucideIcon; label: string; spin?: boolean; warn?: boolean }> = {
    saved: { icon: CloudIcon, label: t`Saved` },
    pending: { icon: LoaderCircleIcon, label: t`Saving…`, spin: true },
    saving: { icon: LoaderCircleIcon, label: t`Saving…`, spin: true },
    offline: { icon: CloudOffIcon, label: t`Offline, retrying…`, warn: true },
    conflict: { icon: AlertTriangleIcon, label: t`Changed elsewhere`, warn: true },
    error: { icon: AlertTriangleIcon, label: t`Not saved`, warn: true },
  };
  const { icon: Icon, label, spin, warn } = look[status];
  return (
    <span
      role="status"
      aria-live="polite"
      data-save-status={status}
      className={cn('flex items-center gap-1.5 text-xs text-muted-foreground', warn && 'text-destructive')}
    >
      <Icon aria-hidden className={cn('size-3.5', spin && 'animate-spin')} />
      <span className="hidden sm:inline">{label}</span>
    </span>
  );
};

/** The file from the server once the last edit is saved, so it holds what the editor shows. */
const download = async (id: string, format: LetterExportFormatId) => {
  const settled = await flushLetterSaves();
  if (settled !== 'saved') return;
  const link = document.createElement('a');
  link.href = letterFileUrl(id, format);
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
};

/** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes, as in the builder; the rich-text field has its own. */
const useLetterUndoHotkeys = () => {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      if (event.target instanceof HTMLElement && event.target.isContentEditable) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      event.preventDefault();
      if (key === 'y' || event.shiftKey) redoLetter();
      else undoLetter();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
};

/** /builder/letter/:id — the cover letter editor (docs/product.md#cover-letters). */
export const Component = () => {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const meta = useLetterStore((state) => (state.meta?.id === id ? state.meta : null));
  const canUndo = useStore(useLetterStore.temporal, (state) => state.pastStates.length > 0);
  const canRedo = useStore(useLetterStore.temporal, (state) => state.futureStates.length > 0);

  useEffect(() => {
    let cancelled = false;
    fetchLetter(id)
      .then((letter) => {
        if (!cancelled) loadLetter(letter);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        notifyError(error);
        void navigate('/dashboard/letters', { replace: true });
      });
    return () => {
      cancelled = true;
      unloadLetter();
    };
  }, [id, navigate]);

  useLetterAutosave(id, meta?.version);
  useLetterUndoHotkeys();

  if (!meta)
    return (
      <div className="grid h-dvh grid-cols-1 gap-4 p-4 lg:grid-cols-[380px_1fr]" aria-busy="true">
        <Skeleton className="h-full" />
        <Skeleton className="h-full" />
      </div>
    );

  return (
    <div className="flex h-dvh flex-col">
      <header className="flex h-12 shrink-0 items-center gap-1 border-b bg-background px-2">
        <Button variant="ghost" size="icon-sm" asChild>
          <Link to="/dashboard/letters" aria-label={t`Back to your cover letters`}>
            <ArrowLeftIcon aria-hidden className="rtl:rotate-180" />
          </Link>
        </Button>
        <div className="flex min-w-0 flex-1 items-center justify-center gap-2">
          <h1 className="truncate text-sm font-semibold" data-testid="letter-title">
            {meta.title}
          </h1>
          {meta.locked && <LockIcon className="size-3.5 text-muted-foreground" aria-label={t`Locked`} />}
          <SaveState />
        </div>
        <Button variant="ghost" size="icon-sm" onClick={undoLetter} disabled={!canUndo} aria-label={t`Undo`}>
          <Undo2Icon aria-hidden />
        </Button>
        <Button variant="ghost" size="icon-sm" onClick={redoLetter} disabled={!canRedo} aria-label={t`Redo`}>
          <Redo2Icon aria-hidden />
        </Button>
        <Button variant="outline" size="sm" onClick={() => void download(id, 'pdf')}>
          <FileDownIcon aria-hidden />
          {t`PDF`}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void download(id, 'docx')}>
          <FileDownIcon aria-hidden />
          {t`Word`}
        </Button>
        <ThemeToggle />
      </header>
      <div className="grid min-h-0 flex-1 grid-cols-1 lg:grid-cols-[380px_1fr_280px]">
        <aside className="overflow-y-auto border-e p-4" aria-label={t`Letter fields`}>
          <LetterFields />
        </aside>
        <main className="relative min-h-[60vh] bg-muted/40">
          <LetterPreview />
          <SnapshotPreviewBar preview={letterSnapshotPreview} />
        </main>
        <aside
          className="grid content-start gap-4 overflow-y-auto border-s p-4"
          aria-label={t`Design, sharing and history`}
        >
          <LetterDesign />
          <LetterSharing />
          <LetterHistory />
        </aside>
      </div>
    </div>
  );
};
