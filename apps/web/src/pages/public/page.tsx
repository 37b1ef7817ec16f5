import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { DownloadIcon } from 'lucide-react';
import {
  pageFormats,
  parseArtboardMessage,
  publicResumePreview,
  type PublicResumeDto,
  type ResumeData,
} from '@rb/schema';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/logo';
import { Skeleton } from '@/components/ui/skeleton';
import { setDocumentMeta } from '@/features/resumes/document-meta';
import { openPdf } from '@/features/resumes/open-pdf';
import { previewResume, publicResumeQuery } from '@/features/resumes/resumes-api';

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
const ResumeFrame = ({ resume, onShown }: { resume: PublicResumeDto | undefined; onShown: () => void }) => {
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

/** A shared resume at /{username}/{slug} (docs/product.md#public-page); a failed fetch goes home. */
export const Component = () => {
  const { t } = useLingui();
  const { username = '', slug = '' } = useParams();
  const navigate = useNavigate();
  const { data: resume, isError } = useQuery(publicResumeQuery(username, slug));
  const [downloading, setDownloading] = useState(false);
  const [shown, setShown] = useState(false);
  const markShown = useCallback(() => setShown(true), []);

  useEffect(() => {
    if (isError) void navigate('/', { replace: true });
  }, [isError, navigate]);

  // The same words the server wrote into the page for crawlers (publicResumePreview), kept up to date here
  // for the browser's tab and for pages reached without a reload.
  useEffect(() => {
    if (!resume) return;
    const { title, description } = publicResumePreview(resume);
    const previous = document.title;
    document.title = title;
    const removeMeta = setDocumentMeta({
      description,
      'og:title': title,
      'og:description': description,
      'og:type': 'profile',
      'og:url': window.location.href,
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      'twitter:description': description,
    });
    return () => {
      document.title = previous;
      removeMeta();
    };
  }, [resume]);

  // The preview image is printed on the server; asking for it only once the resume is on screen keeps that work
  // from competing with the page's own first render.
  useEffect(() => {
    if (!resume || !shown) return;
    let removeImage = () => {};
    let cancelled = false;
    previewResume(resume.id)
      .then(({ url }) => {
        if (!cancelled) {
          const image = new URL(url, window.location.origin).href;
          removeImage = setDocumentMeta({ 'og:image': image, 'twitter:image': image });
        }
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      removeImage();
    };
  }, [resume, shown]);

  const [downloadNews, setDownloadNews] = useState('');
  const download = async () => {
    if (!resume) return;
    setDownloading(true);
    setDownloadNews(t`Preparing your PDF…`);
    const opened = await openPdf(resume.id);
    setDownloadNews(opened ? t`Your PDF opened in a new tab.` : '');
    setDownloading(false);
  };

  return (
    <main className="flex min-h-dvh flex-col items-center bg-muted/50 px-2 py-6 sm:px-4 sm:py-10 outline-none print:bg-white">
      <div
        className="mb-6 flex w-full items-center justify-between gap-3"
        style={{ maxWidth: `${pageFormats[resume?.data.metadata.page.format ?? 'a4'].width}mm` }}
      >
        <div className="min-w-0">
          {resume ? (
            <>
              <h1 className="truncate text-lg font-semibold">{resume.data.basics.name || resume.title}</h1>
              <p className="truncate text-sm text-muted-foreground">
                {resume.data.basics.headline || resume.title}
              </p>
            </>
          ) : (
            <div className="space-y-2">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-56" />
            </div>
          )}
        </div>
        <Button
          onClick={() => void download()}
          loading={downloading}
          disabled={!resume}
          aria-label={t`Download PDF`}
        >
          <DownloadIcon aria-hidden />
          <span className="max-sm:sr-only">
            <Trans>Download PDF</Trans>
          </span>
        </Button>
      </div>
      <span role="status" className="sr-only">
        {downloadNews}
      </span>
      <ResumeFrame resume={resume} onShown={markShown} />
      <Link
        to="/"
        className="mt-10 flex items-center gap-2 text-sm text-muted-foreground transition-colors hover:text-foreground"
      >
        <Trans>Made with</Trans>
        <Logo className="[&_svg]:size-5" />
      </Link>
    </main>
  );
};
