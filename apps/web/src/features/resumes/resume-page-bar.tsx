import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { DownloadIcon } from 'lucide-react';
import { pageFormats, type PublicResumeDto } from '@rb/schema';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/logo';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The bar above a shown resume (its public page, a share link): who it is, and the PDF download. As wide as the
 * sheet; skeletons while the resume is on its way.
 */
export const ResumePageBar = ({
  resume,
  downloading,
  onDownload,
}: {
  resume: PublicResumeDto | undefined;
  downloading: boolean;
  onDownload: () => void;
}) => {
  const { t } = useLingui();
  return (
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
      <Button onClick={onDownload} loading={downloading} disabled={!resume} aria-label={t`Download PDF`}>
        <DownloadIcon aria-hidden />
        <span className="max-sm:sr-only">
          <Trans>Download PDF</Trans>
        </span>
      </Button>
    </div>
  );
};

/** The product's mark under a shown resume, leading home. */
export const MadeWith = () => (
  <Link
    to="/"
    className="mt-10 flex items-center gap-2 text-sm text-muted-foreground transition-colors hover:text-foreground"
  >
    <Trans>Made with</Trans>
    <Logo className="[&_svg]:size-5" />
  </Link>
);
