import { Link, useParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Logo } from '@/components/logo';

/** A shared resume at /{username}/{slug}; the framed preview and download come with the public-page change. */
export const Component = () => {
  const { username, slug } = useParams();
  return (
    <div className="flex min-h-dvh flex-col items-center bg-muted/40 px-4 py-10">
      <div className="aspect-[1/1.4142] w-full max-w-[210mm] rounded-md border bg-background p-10 shadow-sm">
        <p className="text-sm text-muted-foreground">
          @{username} / {slug}
        </p>
      </div>
      <Link
        to="/"
        className="mt-8 flex items-center gap-2 text-sm text-muted-foreground hover:text-foreground"
      >
        <Trans>Made with</Trans>
        <Logo className="[&_svg]:size-5" />
      </Link>
    </div>
  );
};
