import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LayoutTemplateIcon } from 'lucide-react';
import { templateIds, type TemplateId } from '@rb/schema';
import { cn } from '@/lib/utils';
import { readArtboardMessage, sendResume } from '../preview/artboard-channel';
import { useResumeStore } from '../store/resume-store';
import { metadataActions } from '../store/metadata-actions';
import { PanelSection } from './panel-section';

const templateName = (id: TemplateId) => id.charAt(0).toUpperCase() + id.slice(1);

/**
 * A small live render of the resume in one template: the artboard's preview page, scaled down. It exists only while
 * its card is hovered or focused: a dozen resident frames would make every keystroke repaint them all.
 */
const MiniPreview = ({ template }: { template: TemplateId }) => {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const send = () => {
      const { data } = useResumeStore.getState();
      const target = frame.current?.contentWindow ?? null;
      if (data && target) sendResume({ ...data, metadata: { ...data.metadata, template } }, target);
    };
    const onMessage = (event: MessageEvent) => {
      const type = readArtboardMessage(event, frame.current?.contentWindow ?? null)?.type;
      if (type === 'ARTBOARD_READY') send();
      if (type === 'PAGE_LOADED') setLoaded(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [template]);

  return (
    <div
      className={cn(
        'pointer-events-none absolute inset-0 overflow-hidden bg-white transition-opacity',
        loaded ? 'opacity-100' : 'opacity-0',
      )}
      aria-hidden
    >
      <iframe
        ref={frame}
        src="/artboard/preview"
        title=""
        tabIndex={-1}
        loading="lazy"
        className="origin-top-left border-0"
        style={{ width: 794, height: 1123, transform: 'scale(var(--mini-scale))' }}
      />
    </div>
  );
};

/** A still picture of a template's look: its initial on the theme colour, until the live render loads. */
const TemplateCard = ({ id }: { id: TemplateId }) => {
  const primary = useResumeStore((state) => state.data?.metadata.theme.primary);
  return (
    <span className="absolute inset-0 grid place-items-center bg-muted/40" aria-hidden>
      <span className="text-3xl font-semibold opacity-70" style={{ color: primary }}>
        {id.charAt(0).toUpperCase()}
      </span>
    </span>
  );
};

export const TemplateSection = () => {
  const { t } = useLingui();
  const current = useResumeStore((state) => state.data?.metadata.template);
  const [previewed, setPreviewed] = useState<TemplateId | null>(null);
  return (
    <PanelSection id="template" icon={LayoutTemplateIcon} title={<Trans>Template</Trans>}>
      <div
        className="grid grid-cols-2 gap-3 @[22rem]:grid-cols-3"
        role="radiogroup"
        aria-label={t`Template`}
        style={{ ['--mini-scale' as string]: 0.16 }}
      >
        {templateIds.map((id) => (
          <button
            key={id}
            type="button"
            role="radio"
            aria-checked={current === id}
            aria-label={templateName(id)}
            data-template={id}
            onClick={() => metadataActions.setTemplate(id)}
            onPointerEnter={() => setPreviewed(id)}
            onPointerLeave={() => setPreviewed((shown) => (shown === id ? null : shown))}
            onFocus={() => setPreviewed(id)}
            onBlur={() => setPreviewed((shown) => (shown === id ? null : shown))}
            className={cn(
              'group grid gap-1.5 rounded-lg p-1 text-start outline-none focus-visible:ring-2 focus-visible:ring-ring',
            )}
          >
            <span
              className={cn(
                'relative block aspect-[210/297] w-full overflow-hidden rounded-md border shadow-xs transition',
                current === id
                  ? 'ring-2 ring-primary ring-offset-2 ring-offset-background'
                  : 'group-hover:shadow-md',
              )}
              ref={(element) => {
                // Scale the 794 px wide sheet to the card's width.
                if (element)
                  element.style.setProperty('--mini-scale', String(element.clientWidth / 794 || 0.16));
              }}
            >
              <TemplateCard id={id} />
              {previewed === id && <MiniPreview template={id} />}
            </span>
            <span className="text-center text-xs font-medium">{templateName(id)}</span>
          </button>
        ))}
      </div>
    </PanelSection>
  );
};
