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

type View = { scale: number; x: number; y: number };

/**
 * The sheet's width fitted into the frame, opening on the top of the first sheet, centred across: a centred roll of
 * several sheets would open somewhere in the middle of page one.
 */
const fitView = (width: number): View => {
  const scale = Math.min(1, Math.max(0.25, (window.innerWidth - FRAME_PADDING) / width));
  return { scale, x: (window.innerWidth - width * scale) / 2, y: FRAME_PADDING / 2 };
};

/** The builder's canvas: all sheets on a zoom-and-pan surface, driven by the toolbar's messages. */
export function BuilderView({ resume, version }: { resume: ResumeData; version: number }) {
  const controls = useRef<ReactZoomPanPinchContentRef>(null);
  const shown = useRef(resume);
  useEffect(() => {
    shown.current = resume;
  }, [resume]);
  const { breakLine, pageNumbers } = resume.metadata.page.options;
  const width = sheetSize(resume.metadata.page.format).width;
  const initial = useMemo(() => fitView(width), []); // eslint-disable-line react-hooks/exhaustive-deps
  const widthRef = useRef(width);
  widthRef.current = width;
  // Until the user zooms or pans, the view follows the frame: the panels beside it are resized, and so is the window.
  const fitted = useRef(true);

  useEffect(() => {
    const refit = () => {
      const view = controls.current;
      if (!view || !fitted.current) return;
      const { scale, x, y } = fitView(widthRef.current);
      view.setTransform(x, y, scale, 0);
    };
    window.addEventListener('resize', refit);
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
          fitted.current = false;
          void view.zoomIn(ZOOM_STEP);
          break;
        case 'ZOOM_OUT':
          fitted.current = false;
          void view.zoomOut(ZOOM_STEP);
          break;
        case 'RESET_VIEW': {
          fitted.current = true;
          const { scale, x, y } = fitView(widthRef.current);
          view.setTransform(x, y, scale);
          break;
        }
        case 'CENTER_VIEW':
          void view.centerView();
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('resize', refit);
      window.removeEventListener('message', onMessage);
    };
  }, []);

  const reportLayout = (plans: SheetPlan[], lastFill: number) =>
    postToParent({ type: 'LAYOUT', sheets: plans.length, lastFill: Math.round(lastFill * 100) / 100 });

  const userMoved = () => {
    fitted.current = false;
  };

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
      initialScale={initial.scale}
      initialPositionX={initial.x}
      initialPositionY={initial.y}
      onPanning={userMoved}
      onWheel={userMoved}
      onPinch={userMoved}
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
          onSettled={reportLayout}
          locale={detectLocale()}
        />
      </TransformComponent>
    </TransformWrapper>
  );
}
