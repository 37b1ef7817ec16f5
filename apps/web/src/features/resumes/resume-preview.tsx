import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { FileTextIcon } from 'lucide-react';
import type { ResumeDto } from '@rb/schema';
import { Skeleton } from '@/components/ui/skeleton';
import { previewResume } from './resumes-api';

/** True once the element has come near the viewport; previews load only then. */
const useNearViewport = <T extends Element>() => {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
};

/** The first page as an image, cache-busted by the last change; a placeholder when there is none. */
export const ResumePreview = ({ resume }: { resume: ResumeDto }) => {
  const { t } = useLingui();
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const stamp = new Date(resume.updatedAt).getTime();
  const preview = useQuery({
    queryKey: ['resume', resume.id, 'preview', stamp],
    queryFn: () => previewResume(resume.id),
    enabled: near,
    staleTime: Infinity,
    meta: { silent: true },
  });
  const [loaded, setLoaded] = useState(false);
  const [broken, setBroken] = useState(false);
  const src = preview.data
    ? `${preview.data.url}${preview.data.url.includes('?') ? '&' : '?'}t=${stamp}`
    : null;
  const failed = preview.isError || broken;

  return (
    <div ref={ref} className="absolute inset-0">
      {/* contain: a Letter page is wider than the A4-shaped tile; it is shown whole, white below, not cut. */}
      {src && !failed && (
        <img
          src={src}
          alt={t`Preview of ${resume.title}`}
          loading="lazy"
          decoding="async"
          onLoad={() => setLoaded(true)}
          onError={() => setBroken(true)}
          className="size-full object-contain object-top transition-opacity duration-300 data-[loaded=false]:opacity-0"
          data-loaded={loaded}
        />
      )}
      {!failed && !loaded && <Skeleton className="absolute inset-0 rounded-none" aria-hidden />}
      {failed && (
        <div
          className="absolute inset-0 flex flex-col gap-2 bg-gradient-to-b from-muted/40 to-muted p-5"
          aria-hidden
        >
          <FileTextIcon className="mb-2 size-6 text-muted-foreground/70" />
          <div className="h-2.5 w-2/3 rounded bg-muted-foreground/20" />
          <div className="h-2 w-1/2 rounded bg-muted-foreground/15" />
          <div className="mt-3 h-1.5 w-full rounded bg-muted-foreground/10" />
          <div className="h-1.5 w-11/12 rounded bg-muted-foreground/10" />
          <div className="h-1.5 w-4/5 rounded bg-muted-foreground/10" />
          <div className="mt-3 h-1.5 w-full rounded bg-muted-foreground/10" />
          <div className="h-1.5 w-3/4 rounded bg-muted-foreground/10" />
        </div>
      )}
    </div>
  );
};
