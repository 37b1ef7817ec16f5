import { useLingui } from '@lingui/react/macro';
import { AlertTriangleIcon, CloudIcon, CloudOffIcon, LoaderCircleIcon, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useSaveState } from '../autosave/save-state';
import type { SaveStatus } from '../autosave/autosaver';

/** Tells whether the last change is on the server. */
export const SaveIndicator = () => {
  const { t } = useLingui();
  const status = useSaveState((state) => state.status);
  const look: Record<SaveStatus, { icon: LucideIcon; label: string; className?: string; spin?: boolean }> = {
    saved: { icon: CloudIcon, label: t`Saved` },
    pending: { icon: LoaderCircleIcon, label: t`Saving…`, spin: true },
    saving: { icon: LoaderCircleIcon, label: t`Saving…`, spin: true },
    offline: { icon: CloudOffIcon, label: t`Offline, retrying…`, className: 'text-warning' },
    conflict: { icon: AlertTriangleIcon, label: t`Changed elsewhere`, className: 'text-destructive' },
    error: { icon: AlertTriangleIcon, label: t`Not saved`, className: 'text-destructive' },
  };
  const { icon: Icon, label, className, spin } = look[status];
  return (
    <span
      role="status"
      aria-live="polite"
      data-save-status={status}
      className={cn('flex shrink-0 items-center gap-1.5 text-xs text-muted-foreground', className)}
    >
      <Icon aria-hidden className={cn('size-3.5', spin && 'animate-spin')} />
      <span className="max-sm:sr-only">{label}</span>
    </span>
  );
};
