import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { DownloadIcon } from 'lucide-react';
import { pageFormats, parseArtboardMessage, type PublicResumeDto, type ResumeData } from '@rb/schema';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/logo';
import { Skeleton } from '@/components/ui/skeleton';
import { setDocumentMeta } from '@/features/resumes/document-meta';
import { openPdf } from '@/features/resumes/open-pdf';
import { previewResume, publicResumeQuery } from '@/features/resumes/resumes-api';
import { htmlToText } from '@/features/resumes/html-to-text';

/** The public document with an empty notes field: the frame speaks the full resume shape. */
const asResumeData = (resume: PublicResumeDto): ResumeData => ({
  ...resume.data,
  metadata: { ...resume.data.metadata, notes: '' },
});

/** /artboard/preview in a frame as wide as the page format; its height follows the laid-out sheets. */
const ResumeFrame = ({ resume }: { resume: PublicResumeDto }) => {
  const { t } = useLingui();
  const ref = useRef<HTMLIFrameElement>(null);
  const format = pageFormats[resume.data.metadata.page.format];
  const [height, setHeight] = useState<number | null>(null);

  useEffect(() => {
    const frame = () => ref.current?.contentWindow ?? null;
    let observer: ResizeObserver | undefined;
    const measure = (sheetHeight: number) => {
      const body = ref.current?.contentDocument?.body;
      const measured = body ? body.scrollHeight : 0;
      setHeight(Math.max(measured, sheetHeight));
      if (body && !observer && typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => setHeight(Math.max(body.scrollHeight, sheetHeight)));
        observer.observe(body);
      }
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame()) return;
      const message = parseArtboardMessage(event.data);
      if (message?.type === 'ARTBOARD_READY') {
        frame()?.postMessage({ type: 'SET_RESUME', data: asResumeData(resume) }, window.location.origin);
      } else if (message?.type === 'PAGE_LOADED') {
        measure(message.height);
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      observer?.disconnect();
    };
  }, [resume]);

  return (
    <div className="relative w-full max-w-full overflow-x-auto" style={{ width: `${format.width}mm` }}>
      {height === null && (
        <Skeleton
          className="absolute inset-0 rounded-none"
          style={{ aspectRatio: `${format.width} / ${format.height}` }}
        />
      )}
      <iframe
        ref={ref}
        src="/artboard/preview"
        title={t`Resume of ${resume.data.basics.name || resume.title}`}
        data-testid="public-resume-frame"
        className="block border-0 bg-white shadow-lg"
        style={{
          width: `${format.width}mm`,
          height: height === null ? `${format.height}mm` : `${height}px`,
          opacity: height === null ? 0 : 1,
        }}
      />
    </div>
  );
};

/** A shared resume at /{username}/{slug} (spec §2); a failed fetch goes home. */
export const Component = () => {
  const { t } = useLingui();
  const { username = '', slug = '' } = useParams();
  const navigate = useNavigate();
  const { data: resume, isError } = useQuery(publicResumeQuery(username, slug));
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    if (isError) void navigate('/', { replace: true });
  }, [isError, navigate]);

  useEffect(() => {
    if (!resume) return;
    const name = resume.data.basics.name || resume.user?.name || username;
    const previous = document.title;
    document.title = `${name} — ${resume.title}`;
    const description =
      htmlToText(resume.data.sections.summary.content).slice(0, 200) ||
      resume.data.basics.headline ||
      resume.title;
    const meta: Record<string, string> = {
      description,
      'og:title': `${name} — ${resume.title}`,
      'og:description': description,
      'og:type': 'profile',
      'og:url': window.location.href,
    };
    let removeImage = () => {};
    let cancelled = false;
    const removeMeta = setDocumentMeta(meta);
    previewResume(resume.id)
      .then(({ url }) => {
        if (!cancelled)
          removeImage = setDocumentMeta({ 'og:image': new URL(url, window.location.origin).href });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      document.title = previous;
      removeMeta();
      removeImage();
    };
  }, [resume, username]);

  const download = async () => {
    if (!resume) return;
    setDownloading(true);
    await openPdf(resume.id);
    setDownloading(false);
  };

  return (
    <div className="flex min-h-dvh flex-col items-center bg-muted/50 px-2 py-6 sm:px-4 sm:py-10 print:bg-white">
      <div
        className="mb-6 flex w-full max-w-full items-center justify-between gap-3"
        style={{ width: `${pageFormats[resume?.data.metadata.page.format ?? 'a4'].width}mm` }}
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
      {resume ? (
        <ResumeFrame resume={resume} />
      ) : (
        <Skeleton className="aspect-[1/1.4142] w-full max-w-[210mm] rounded-none" />
      )}
      <Link
        to="/"
        className="mt-10 flex items-center gap-2 text-sm text-muted-foreground transition-colors hover:text-foreground"
      >
        <Trans>Made with</Trans>
        <Logo className="[&_svg]:size-5" />
      </Link>
    </div>
  );
};
