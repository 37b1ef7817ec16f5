import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  createSampleResumeData,
  pageFormats,
  parseArtboardMessage,
  templateIds,
  type TemplateId,
} from '@rb/schema';
import { Skeleton } from '@/components/ui/skeleton';
import { useInView } from './use-in-view';

const sheetWidthPx = (pageFormats.a4.width / 25.4) * 96;
const sheetHeightPx = (pageFormats.a4.height / 25.4) * 96;
const thumbnailWidth = 220;
const scale = thumbnailWidth / sheetWidthPx;

const capitalise = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** The sample resume rendered live by the artboard, scaled down, once the tile is near the viewport. */
const LivePreview = ({ template }: { template: TemplateId }) => {
  const { t } = useLingui();
  const ref = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = ref.current?.contentWindow;
      if (!frame || event.source !== frame || event.origin !== window.location.origin) return;
      const message = parseArtboardMessage(event.data);
      if (message?.type === 'ARTBOARD_READY') {
        const data = createSampleResumeData();
        data.metadata.template = template;
        frame.postMessage({ type: 'SET_RESUME', data }, window.location.origin);
      } else if (message?.type === 'PAGE_LOADED') {
        setReady(true);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [template]);

  return (
    <>
      {!ready && <Skeleton className="absolute inset-0 rounded-none" />}
      <iframe
        ref={ref}
        src="/artboard/preview"
        title={t`The ${capitalise(template)} template`}
        tabIndex={-1}
        aria-hidden
        className="pointer-events-none absolute top-0 left-0 origin-top-left border-0 bg-white transition-opacity duration-500"
        style={{
          width: sheetWidthPx,
          height: sheetHeightPx,
          transform: `scale(${scale})`,
          opacity: ready ? 1 : 0,
        }}
      />
    </>
  );
};

/**
 * A template's look: the generated thumbnail under /templates/<id>.webp when the build has one,
 * otherwise the same sample rendered live.
 */
const TemplateTile = ({ template }: { template: TemplateId }) => {
  const { ref, inView } = useInView<HTMLLIElement>('300px');
  const [imageFailed, setImageFailed] = useState(false);
  const name = capitalise(template);
  return (
    <li ref={ref} className="flex shrink-0 snap-start flex-col gap-3">
      <div
        className="relative overflow-hidden rounded-lg border bg-white shadow-sm ring-foreground/5 transition-transform hover:-translate-y-1 hover:shadow-md"
        style={{ width: thumbnailWidth, height: thumbnailWidth * (sheetHeightPx / sheetWidthPx) }}
      >
        {inView &&
          (imageFailed ? (
            <LivePreview template={template} />
          ) : (
            <img
              src={`/templates/${template}.webp`}
              alt=""
              loading="lazy"
              className="size-full object-cover object-top"
              onError={() => setImageFailed(true)}
            />
          ))}
      </div>
      <span className="text-sm font-medium">{name}</span>
    </li>
  );
};

const fan: { template: TemplateId; className: string }[] = [
  { template: 'azurill', className: '-rotate-6 translate-x-16 translate-y-6' },
  { template: 'chikorita', className: 'z-10' },
  { template: 'ditto', className: 'rotate-6 -translate-x-16 translate-y-6' },
];

/** Three templates fanned out under the hero, drawn live like the gallery. */
export const TemplateFan = () => (
  <div aria-hidden className="pointer-events-none flex justify-center">
    {fan.map(({ template, className }) => (
      <div
        key={template}
        className={`relative shrink-0 overflow-hidden rounded-lg border bg-white shadow-xl ${className}`}
        style={{ width: thumbnailWidth, height: thumbnailWidth * (sheetHeightPx / sheetWidthPx) }}
      >
        <LivePreview template={template} />
      </div>
    ))}
  </div>
);

export const TemplateGallery = () => (
  <ul className="-mx-4 flex snap-x gap-6 overflow-x-auto px-4 pb-4 sm:-mx-6 sm:px-6 [scrollbar-width:thin]">
    {templateIds.map((template) => (
      <TemplateTile key={template} template={template} />
    ))}
  </ul>
);
