import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { resumeInLanguage } from '@rb/schema';
import {
  BracesIcon,
  DownloadIcon,
  FileJsonIcon,
  FileTextIcon,
  FileTypeIcon,
  HashIcon,
  LetterTextIcon,
} from 'lucide-react';
import { currentData, useResumeStore } from '../store/resume-store';
import {
  downloadDocument,
  downloadJson,
  downloadJsonResume,
  openPdf,
  type DocumentFormat,
} from '../shared/export-actions';
import { PanelSection } from './panel-section';

const ExportCard = ({
  icon: Icon,
  title,
  description,
  onClick,
  busy,
  testId,
}: {
  icon: typeof FileJsonIcon;
  title: React.ReactNode;
  description: React.ReactNode;
  onClick: () => void;
  busy?: boolean;
  testId: string;
}) => (
  <button
    type="button"
    onClick={onClick}
    disabled={busy}
    aria-busy={busy}
    data-testid={testId}
    className="flex items-start gap-3 rounded-lg border p-3 text-start hover:bg-accent disabled:opacity-60"
  >
    <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
    <span className="grid gap-0.5">
      <span className="text-sm font-medium">{title}</span>
      <span className="text-xs text-muted-foreground">{description}</span>
    </span>
  </button>
);

/** The language version being edited, for the formats that hold one language (the product's JSON holds all). */
const shownVersion = () => resumeInLanguage(currentData(), useResumeStore.getState().language ?? undefined);

export const ExportSection = () => {
  const id = useResumeStore((state) => state.meta?.id);
  const slug = useResumeStore((state) => state.meta?.slug ?? '');
  const [printing, setPrinting] = useState(false);
  const [making, setMaking] = useState<DocumentFormat | null>(null);
  if (!id) return null;
  const make = (format: DocumentFormat) => {
    setMaking(format);
    void downloadDocument(slug, format, shownVersion()).finally(() => setMaking(null));
  };
  return (
    <PanelSection id="export" icon={DownloadIcon} title={<Trans>Export</Trans>}>
      <ExportCard
        icon={FileJsonIcon}
        testId="export-json"
        title={<Trans>JSON</Trans>}
        description={<Trans>A full copy of your resume, to import here later. Made in your browser.</Trans>}
        onClick={() => void downloadJson(id, currentData())}
      />
      <ExportCard
        icon={BracesIcon}
        testId="export-json-resume"
        title={<Trans>JSON Resume</Trans>}
        description={
          <Trans>
            The open jsonresume.org format, for other tools. Design settings and hidden items are left out.
          </Trans>
        }
        onClick={() => void downloadJsonResume(id, shownVersion())}
      />
      <ExportCard
        icon={FileTextIcon}
        testId="export-pdf"
        busy={printing}
        title={<Trans>PDF</Trans>}
        description={<Trans>A printable document to send or upload, opened in a new tab.</Trans>}
        onClick={() => {
          setPrinting(true);
          void openPdf(id).finally(() => setPrinting(false));
        }}
      />
      <ExportCard
        icon={FileTypeIcon}
        testId="export-docx"
        busy={making === 'docx'}
        title={<Trans>Word (DOCX)</Trans>}
        description={
          <Trans>
            One column with real headings and lists, which applicant tracking systems read in order. Hidden
            items are left out.
          </Trans>
        }
        onClick={() => make('docx')}
      />
      <ExportCard
        icon={HashIcon}
        testId="export-markdown"
        busy={making === 'markdown'}
        title={<Trans>Markdown</Trans>}
        description={<Trans>Plain text with headings, bold, links and lists, for sites and notes.</Trans>}
        onClick={() => make('markdown')}
      />
      <ExportCard
        icon={LetterTextIcon}
        testId="export-text"
        busy={making === 'text'}
        title={<Trans>Plain text</Trans>}
        description={<Trans>Text only, to paste into application forms.</Trans>}
        onClick={() => make('text')}
      />
    </PanelSection>
  );
};
