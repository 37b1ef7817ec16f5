import { useEffect, useMemo, useRef } from 'react';
import { TransformComponent, TransformWrapper, type ReactZoomPanPinchContentRef } from 'react-zoom-pan-pinch';
import type { ResumeData } from '@rb/schema';
import { detectLocale } from '@rb/i18n/locale';
import { sheetSize, type SheetPlan } from '@rb/templates';
import { ResumeSheets } from '../layout/ResumeSheets.tsx';
import { fitResume } from '../fit/fit-resume.tsx';
import { postToParent } from '../source/resume-source.ts';

const ZOOM_STEP = 0.2;
const FRAME_PADDING = 48;

/** The builder's canvas: all sheets on a zoom-and-pan surface, driven by the toolbar's messages. */
export function BuilderView({ resume, version }: { resume: ResumeData; version: number }) {
  const controls = useRef<ReactZoomPanPinchContentRef>(null);
  const shown = useRef(resume);
  useEffect(() => {
    shown.current = resume;
  }, [resume]);
  const { breakLine, pageNumbers } = resume.metadata.page.options;
  const width = sheetSize(resume.metadata.page.format).width;
  // Fit the sheet's width into the frame when the canvas first opens.
  // The canvas opens on the top of the first sheet, centred across: a centred roll of several sheets would open
  // somewhere in the middle of page one.
  const home = useMemo(() => {
    const scale = Math.min(1, Math.max(0.25, (window.innerWidth - FRAME_PADDING) / width));
    return { scale, x: (window.innerWidth - width * scale) / 2, y: FRAME_PADDING / 2 };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const message = event.data as { type?: unknown; pages?: unknown } | null;
      if (message?.type === 'FIT_PAGES' && typeof message.pages === 'number') {
        void fitResume(shown.current, message.pages, detectLocale()).then((result) =>
          postToParent({ type: 'FIT_RESULT', result }),
        );
        return;
      }
      const view = controls.current;
      if (!view) return;
      switch (message?.type) {
        case 'ZOOM_IN':
          void view.zoomIn(ZOOM_STEP);
          break;
        case 'ZOOM_OUT':
          void view.zoomOut(ZOOM_STEP);
          break;
        case 'RESET_VIEW':
          view.setTransform(home.x, home.y, home.scale);
          break;
        case 'CENTER_VIEW':
          void view.centerView();
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [home]);

  const overlay = (plan: SheetPlan, total: number) => (
    <>
      {breakLine && plan.sheetIndex < total - 1 && <div className="ab-break-line" aria-hidden="true" />}
      {pageNumbers && (
        <div className="ab-page-number" aria-hidden="true">
          {plan.sheetIndex + 1} / {total}
        </div>
      )}
    </>
  );

  return (
    <TransformWrapper
      ref={controls}
      initialScale={home.scale}
      initialPositionX={home.x}
      initialPositionY={home.y}
      minScale={0.25}
      maxScale={4}
      limitToBounds={false}
      centerZoomedOut={false}
      doubleClick={{ disabled: true }}
      wheel={{ step: 0.1 }}
    >
      <TransformComponent wrapperClass="ab-canvas" contentClass="ab-canvas-content">
        {/* The builder is its owner's: their interface language stands in for the resume's where letters say nothing. */}
        <ResumeSheets
          resume={resume}
          version={version}
          className="ab-builder"
          overlay={overlay}
          locale={detectLocale()}
        />
      </TransformComponent>
    </TransformWrapper>
  );
}
