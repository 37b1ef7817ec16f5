import { Trans, useLingui } from '@lingui/react/macro';
import { NotebookPenIcon } from 'lucide-react';
import { RichTextEditor } from '../rich-text/lazy-rich-text-editor';
import { useResumeStore } from '../store/resume-store';
import { metadataActions } from '../store/metadata-actions';
import { PanelSection } from './panel-section';

export const NotesSection = () => {
  const { t } = useLingui();
  const notes = useResumeStore((state) => state.data!.metadata.notes);
  const locked = useResumeStore((state) => state.meta?.locked ?? false);
  return (
    <PanelSection id="notes" icon={NotebookPenIcon} title={<Trans>Notes</Trans>}>
      <p className="text-xs text-muted-foreground">
        <Trans>Only you can see these notes. They are never part of the public resume or the PDF.</Trans>
      </p>
      <RichTextEditor value={notes} onChange={metadataActions.setNotes} label={t`Notes`} editable={!locked} />
    </PanelSection>
  );
};
