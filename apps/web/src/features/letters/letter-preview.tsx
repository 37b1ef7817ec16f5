import { useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { letterToResumeData, type LetterData, type Metadata, type ResumeDto } from '@rb/schema';
import { resumesQuery } from '@/features/resumes/resumes-api';
import { letterSnapshotPreview } from './letter-snapshot-preview';
import { useLetterStore } from './letter-store';

/**
 * The design a letter is drawn with (docs/product.md#cover-letters): the chosen resume's while the user still has
 * it, otherwise the letter's own. The server decides the same way when it prints.
 */
export const designOf = (letter: LetterData, resumes: ResumeDto[] | undefined): Metadata =>
  resumes?.find((resume) => resume.id === letter.design.fromResumeId)?.data.metadata ??
  letter.design.metadata;

/**
 * The live preview: the builder's own artboard frame, given the letter as the resume document it is printed as
 * (docs/decisions/0013-letters-print-as-resume-documents.md), on every change; while an earlier version is
 * previewed from the History panel, that version instead.
 */
export const LetterPreview = () => {
  const { t } = useLingui();
  const ref = useRef<HTMLIFrameElement>(null);
  const edited = useLetterStore((state) => state.data);
  const previewed = letterSnapshotPreview.useStore((state) => state.snapshot);
  const data = previewed?.data ?? edited;
  const { data: resumes } = useQuery(resumesQuery);
  const shown = useMemo(
    () => (data ? letterToResumeData(data, designOf(data, resumes)) : null),
    [data, resumes],
  );
  const latest = useRef(shown);
  latest.current = shown;

  const send = () => {
    const target = ref.current?.contentWindow;
    if (target && latest.current)
      target.postMessage({ type: 'SET_RESUME', data: latest.current }, window.location.origin);
  };

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== ref.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === 'ARTBOARD_READY') send();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(send, [shown]);

  return (
    <iframe
      ref={ref}
      src="/artboard/builder"
      title={t`Cover letter preview`}
      className="absolute inset-0 size-full border-0 [color-scheme:light]"
      data-testid="letter-frame"
    />
  );
};
