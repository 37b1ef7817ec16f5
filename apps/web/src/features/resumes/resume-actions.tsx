// The same five actions in the right-click menu and the ⋯ menu (docs/product.md#resume-list). A locked resume
// cannot be renamed or deleted (the server refuses with ResumeLocked): those stay in the menu, disabled,
// saying why.
import type { ComponentType, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { CopyIcon, ExternalLinkIcon, LockIcon, PencilIcon, TrashIcon, UnlockIcon } from 'lucide-react';
import type { ResumeDto } from '@rb/schema';
import { openDashboardDialog } from './dialog-store';

export interface ResumeAction {
  key: string;
  label: ReactNode;
  icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  run: () => void;
  destructive?: boolean;
  separated?: boolean;
  /** Shown but not offered, with `hint` saying why. */
  disabled?: boolean;
  hint?: ReactNode;
}

export const useResumeActions = (resume: ResumeDto): ResumeAction[] => {
  const navigate = useNavigate();
  const locked = resume.locked ? { disabled: true, hint: <Trans>Unlock first</Trans> } : {};
  return [
    {
      key: 'open',
      label: <Trans>Open</Trans>,
      icon: ExternalLinkIcon,
      run: () => void navigate(`/builder/${resume.id}`),
    },
    {
      key: 'rename',
      label: <Trans>Rename</Trans>,
      icon: PencilIcon,
      run: () => openDashboardDialog({ name: 'resume', mode: 'update', payload: resume }),
      ...locked,
    },
    {
      key: 'duplicate',
      label: <Trans>Duplicate</Trans>,
      icon: CopyIcon,
      run: () => openDashboardDialog({ name: 'resume', mode: 'duplicate', payload: resume }),
    },
    {
      key: 'lock',
      label: resume.locked ? <Trans>Unlock</Trans> : <Trans>Lock</Trans>,
      icon: resume.locked ? UnlockIcon : LockIcon,
      run: () =>
        openDashboardDialog({ name: 'lock', mode: resume.locked ? 'update' : 'create', payload: resume }),
    },
    {
      key: 'delete',
      label: <Trans>Delete</Trans>,
      icon: TrashIcon,
      destructive: true,
      separated: true,
      run: () => openDashboardDialog({ name: 'resume', mode: 'delete', payload: resume }),
      ...locked,
    },
  ];
};
