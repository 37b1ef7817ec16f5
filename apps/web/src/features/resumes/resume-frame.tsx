// The public page's frame (docs/product.md#public-page), also shown by a share link's page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { pageFormats, parseArtboardMessage, type PublicResumeDto, type ResumeData } from '@rb/schema';
import { Skeleton } from '@/components/ui/skeleton';

/** The public document with an empty notes field: the frame speaks the full resume shape. */
const asResumeData = (resume: PublicResumeDto): ResumeData => ({
  ...resume.data,
  metadata: { ...resume.data.metadata, notes: '' },
});

const pxPerMm = 96 / 25.4;

/** The largest scale (at most 1) at which a sheet `sheetWidthPx` wide fits the element's width. */
const useFitScale = (sheetWidthPx: number) => {
  const ref = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setScale(Math.min(1, element.clientWidth / sheetWidthPx));
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [sheetWidthPx]);
  return { ref, scale };
};

/**
 * /artboard/preview in a frame as wide as the page format; its height follows the laid-out sheets.
 * On screens narrower than a sheet the frame is scaled down rather than scrolled sideways.
 * The frame starts loading while the resume is still on its way (shown as a sheet-sized skeleton), so that the
 * artboard's own start-up overlaps the request.
 */
export const ResumeFrame = ({
  resume,
  onShown,
}: {
  resume: PublicResumeDto | undefined;
  onShown: () => void;
}) => {
  const { t } = useLingui();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const frameReady = useRef(false);
  const format = pageFormats[resume?.data.metadata.page.format ?? 'a4'];
  const sheetWidth = format.width * pxPerMm;
  const sheetHeight = format.height * pxPerMm;
  const { ref, scale } = useFitScale(sheetWidth);
  const [height, setHeight] = useState<number | null>(null);

  const send = useCallback(() => {
    if (frameReady.current && resume)
      frameRef.current?.contentWindow?.postMessage(
        { type: 'SET_RESUME', data: asResumeData(resume) },
        window.location.origin,
      );
  }, [resume]);

  useEffect(send, [send]);

  useEffect(() => {
    const frame = () => frameRef.current?.contentWindow ?? null;
    let observer: ResizeObserver | undefined;
    const measure = (pageHeight: number) => {
      const body = frameRef.current?.contentDocument?.body;
      setHeight(Math.max(body?.scrollHeight ?? 0, pageHeight));
      if (body && !observer && typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => setHeight(Math.max(body.scrollHeight, pageHeight)));
        observer.observe(body);
      }
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame()) return;
      const message = parseArtboardMessage(event.data);
      if (message?.type === 'ARTBOARD_READY') {
        frameReady.current = true;
        send();
      } else if (message?.type === 'PAGE_LOADED') {
        measure(message.height);
        onShown();
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      observer?.disconnect();
    };
  }, [send, onShown]);

  const frameHeight = height ?? sheetHeight;
  return (
    <div ref={ref} className="relative w-full" style={{ maxWidth: sheetWidth, height: frameHeight * scale }}>
      {height === null && <Skeleton className="absolute inset-0 rounded-none" />}
      <iframe
        ref={frameRef}
        src="/artboard/preview"
        title={resume ? t`Resume of ${resume.data.basics.name || resume.title}` : t`Resume`}
        data-testid="public-resume-frame"
        className="absolute top-0 left-0 block origin-top-left border-0 bg-white shadow-lg"
        style={{
          width: sheetWidth,
          height: frameHeight,
          transform: scale < 1 ? `scale(${scale})` : undefined,
          opacity: height === null ? 0 : 1,
        }}
      />
    </div>
  );
};
