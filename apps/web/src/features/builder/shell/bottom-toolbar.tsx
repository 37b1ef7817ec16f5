import { useState } from 'react';
import { useStore } from 'zustand';
import { useLingui } from '@lingui/react/macro';
import {
  DownloadIcon,
  FoldVerticalIcon,
  HashIcon,
  LinkIcon,
  Maximize2Icon,
  RedoIcon,
  ScanIcon,
  UndoIcon,
  ZoomInIcon,
  ZoomOutIcon,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { sendToArtboard } from '../preview/artboard-channel';
import { redo, undo, useResumeStore } from '../store/resume-store';
import { metadataActions } from '../store/metadata-actions';
import { copyText, openPdf } from '../shared/export-actions';
import { usePublicLink } from '../shared/public-link';

const ToolButton = ({
  icon: Icon,
  label,
  onClick,
  disabled,
  pressed,
  loading,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  loading?: boolean;
}) => (
  <Tooltip content={label} side="top">
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      loading={loading}
      onClick={onClick}
      className={cn('rounded-full max-sm:size-7', pressed && 'bg-accent text-accent-foreground')}
    >
      {!loading && <Icon aria-hidden />}
    </Button>
  </Tooltip>
);

/** The floating bar under the preview (docs/product.md#bottom-toolbar). */
export const BottomToolbar = () => {
  const { t } = useLingui();
  const canUndo = useStore(useResumeStore.temporal, (state) => state.pastStates.length > 0);
  const canRedo = useStore(useResumeStore.temporal, (state) => state.futureStates.length > 0);
  const options = useResumeStore((state) => state.data?.metadata.page.options);
  const meta = useResumeStore((state) => state.meta);
  const locked = meta?.locked ?? true;
  const publicLink = usePublicLink();
  const [printing, setPrinting] = useState(false);
  // Screen readers hear that the PDF is on its way and where it went; a failure is a toast, itself announced.
  const [printNews, setPrintNews] = useState('');

  const print = async () => {
    if (!meta) return;
    setPrinting(true);
    setPrintNews(t`Preparing your PDF…`);
    const opened = await openPdf(meta.id);
    setPrintNews(opened ? t`Your PDF opened in a new tab.` : '');
    setPrinting(false);
  };

  return (
    <div
      role="toolbar"
      aria-label={t`Preview tools`}
      className="pointer-events-auto flex max-w-full items-center gap-0.5 overflow-x-auto rounded-full border bg-background px-1.5 py-1 shadow-lg"
    >
      <ToolButton icon={UndoIcon} label={t`Undo`} onClick={undo} disabled={!canUndo || locked} />
      <ToolButton icon={RedoIcon} label={t`Redo`} onClick={redo} disabled={!canRedo || locked} />
      <span className="mx-1 h-5 w-px bg-border max-sm:mx-0.5" aria-hidden />
      <ToolButton icon={ZoomInIcon} label={t`Zoom in`} onClick={() => sendToArtboard({ type: 'ZOOM_IN' })} />
      <ToolButton
        icon={ZoomOutIcon}
        label={t`Zoom out`}
        onClick={() => sendToArtboard({ type: 'ZOOM_OUT' })}
      />
      <ToolButton
        icon={ScanIcon}
        label={t`Reset view`}
        onClick={() => sendToArtboard({ type: 'RESET_VIEW' })}
      />
      <ToolButton
        icon={Maximize2Icon}
        label={t`Center view`}
        onClick={() => sendToArtboard({ type: 'CENTER_VIEW' })}
      />
      <span className="mx-1 h-5 w-px bg-border max-sm:mx-0.5" aria-hidden />
      <ToolButton
        icon={FoldVerticalIcon}
        label={t`Show page breaks`}
        pressed={options?.breakLine}
        disabled={locked}
        onClick={() => metadataActions.setPageOption('breakLine', !options?.breakLine)}
      />
      <ToolButton
        icon={HashIcon}
        label={t`Show page numbers`}
        pressed={options?.pageNumbers}
        disabled={locked}
        onClick={() => metadataActions.setPageOption('pageNumbers', !options?.pageNumbers)}
      />
      <span className="mx-1 h-5 w-px bg-border max-sm:mx-0.5" aria-hidden />
      <ToolButton
        icon={LinkIcon}
        label={publicLink ? t`Copy public link` : t`Make the resume public to share its link`}
        disabled={!publicLink}
        onClick={() => publicLink && void copyText(publicLink, t`The link is copied.`)}
      />
      <ToolButton
        icon={DownloadIcon}
        label={t`Download PDF`}
        loading={printing}
        onClick={() => void print()}
      />
      <span role="status" className="sr-only" data-testid="pdf-status">
        {printNews}
      </span>
    </div>
  );
};
