import { useEffect, useRef } from 'react';
import { parseArtboardMessage, resumeInLanguage, type ResumeData } from '@rb/schema';
import { t } from '@lingui/core/macro';
import { useSnapshotPreview } from '../history/resume-snapshot-preview';
import { useResumeStore } from '../store/resume-store';
import { readArtboardMessage, sendResume, setArtboardWindow } from './artboard-channel';
import { setPreviewLayout } from './preview-layout';

/** The document being edited, in the language version chosen (docs/decisions/0017-resume-language-versions.md). */
const edited = (): ResumeData | null => {
  const { data, language } = useResumeStore.getState();
  return data && resumeInLanguage(data, language ?? undefined);
};

/** What the frame shows: an earlier version while one is previewed, otherwise the document being edited. */
const shown = () => useSnapshotPreview.getState().snapshot?.data ?? edited();

/**
 * The live preview: /artboard/builder in a frame. It gets the document when it says it is ready and then on every
 * change, synchronously, so the preview follows typing within a frame.
 */
export const ArtboardFrame = () => {
  const ref = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const frameWindow = () => ref.current?.contentWindow ?? null;
    setArtboardWindow(frameWindow());
    const onMessage = (event: MessageEvent) => {
      const message = readArtboardMessage(event, frameWindow());
      if (message?.type === 'LAYOUT') {
        const layout = parseArtboardMessage(message);
        if (layout?.type === 'LAYOUT') setPreviewLayout(layout.sheets, layout.lastFill);
        return;
      }
      if (message?.type !== 'ARTBOARD_READY') return;
      setArtboardWindow(frameWindow());
      const data = shown();
      if (data) sendResume(data, frameWindow());
    };
    window.addEventListener('message', onMessage);
    const unsubscribe = useResumeStore.subscribe((state, previous) => {
      const changed = state.data !== previous.data || state.language !== previous.language;
      const data = edited();
      if (data && changed && !useSnapshotPreview.getState().snapshot) sendResume(data, frameWindow());
    });
    // Entering and leaving the preview of an earlier version swaps what the frame shows.
    const unsubscribePreview = useSnapshotPreview.subscribe((state, previous) => {
      const data = shown();
      if (state.snapshot !== previous.snapshot && data) sendResume(data, frameWindow());
    });
    return () => {
      window.removeEventListener('message', onMessage);
      unsubscribe();
      unsubscribePreview();
      setArtboardWindow(null);
    };
  }, []);

  return (
    <iframe
      ref={ref}
      src="/artboard/builder"
      title={t`Resume preview`}
      // The artboard page is light; a frame whose colour scheme differs from its page gets an opaque white
      // backdrop, which would hide the panel's dark background around the sheets.
      className="absolute inset-0 size-full border-0 [color-scheme:light]"
      data-testid="artboard-frame"
    />
  );
};
