import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { publicResumePreview } from '@rb/schema';
import { isApiError } from '@/lib/api/api-error';
import { setDocumentMeta } from '@/features/resumes/document-meta';
import { ResumeFrame } from '@/features/resumes/resume-frame';
import { MadeWith, ResumePageBar } from '@/features/resumes/resume-page-bar';
import { openPdf } from '@/features/resumes/open-pdf';
import { previewResume, publicResumeQuery } from '@/features/resumes/resumes-api';

/** A shared resume at /{username}/{slug} (docs/product.md#public-page); a failed fetch goes home. */
export const Component = () => {
  const { t } = useLingui();
  const { username = '', slug = '' } = useParams();
  // ?lang= picks a language version (docs/product.md#resume-languages); absent, the first.
  const [search] = useSearchParams();
  const lang = search.get('lang') || undefined;
  const navigate = useNavigate();
  const { data: resume, isError, error } = useQuery(publicResumeQuery(username, slug, lang));
  const [downloading, setDownloading] = useState(false);
  const [shown, setShown] = useState(false);
  const markShown = useCallback(() => setShown(true), []);

  useEffect(() => {
    if (!isError) return;
    // A language the resume has no version in (or no longer has) shows its first version instead.
    const wrongLanguage =
      lang !== undefined &&
      isApiError(error) &&
      ['ResumeLanguageNotFound', 'ValidationError'].includes(error.code);
    void navigate(wrongLanguage ? `/${username}/${slug}` : '/', { replace: true });
  }, [isError, error, lang, username, slug, navigate]);

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
    previewResume(resume.id, lang)
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
  }, [resume, shown, lang]);

  const [downloadNews, setDownloadNews] = useState('');
  const download = async () => {
    if (!resume) return;
    setDownloading(true);
    setDownloadNews(t`Preparing your PDF…`);
    const opened = await openPdf(resume.id, undefined, lang);
    setDownloadNews(opened ? t`Your PDF opened in a new tab.` : '');
    setDownloading(false);
  };

  return (
    <main className="flex min-h-dvh flex-col items-center bg-muted/50 px-2 py-6 sm:px-4 sm:py-10 outline-none print:bg-white">
      <ResumePageBar resume={resume} downloading={downloading} onDownload={() => void download()} />
      <span role="status" className="sr-only">
        {downloadNews}
      </span>
      <ResumeFrame resume={resume} onShown={markShown} />
      <MadeWith />
    </main>
  );
};
