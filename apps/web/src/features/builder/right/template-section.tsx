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

// Twelve frames starting at once would hold up the editor; they load two at a time instead.
const concurrentFrames = 2;
let running = 0;
const waiting: Array<() => void> = [];
const takeSlot = (start: () => void) => {
  if (running < concurrentFrames) {
    running += 1;
    start();
  } else waiting.push(start);
};
const releaseSlot = () => {
  const next = waiting.shift();
  if (next) next();
  else running = Math.max(0, running - 1);
};

/**
 * A small live render of the resume in one template: the artboard's preview page, scaled down. It gets the document
 * once when it is ready and again when the panel is scrolled back into view, not on every keystroke.
 */
const MiniPreview = ({ template }: { template: TemplateId }) => {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? false), {
      rootMargin: '200px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!visible || started) return;
    let cancelled = false;
    takeSlot(() => (cancelled ? releaseSlot() : setStarted(true)));
    return () => {
      cancelled = true;
    };
  }, [visible, started]);

  useEffect(() => {
    if (!started) return;
    let holding = true;
    const release = () => {
      if (holding) releaseSlot();
      holding = false;
    };
    // A frame that never answers must not block the others for long.
    const timeout = setTimeout(release, 5000);
    const send = () => {
      const { data } = useResumeStore.getState();
      const target = frame.current?.contentWindow ?? null;
      if (data && target) sendResume({ ...data, metadata: { ...data.metadata, template } }, target);
    };
    const onMessage = (event: MessageEvent) => {
      const type = readArtboardMessage(event, frame.current?.contentWindow ?? null)?.type;
      if (type === 'ARTBOARD_READY') send();
      if (type === 'PAGE_LOADED' || type === 'RENDER_ERROR') release();
    };
    window.addEventListener('message', onMessage);
    send();
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timeout);
      release();
    };
  }, [started, template]);

  return (
    <div ref={box} className="pointer-events-none absolute inset-0 overflow-hidden bg-white" aria-hidden>
      {started && (
        <iframe
          ref={frame}
          src="/artboard/preview"
          title=""
          tabIndex={-1}
          loading="lazy"
          className="origin-top-left border-0"
          style={{ width: 794, height: 1123, transform: 'scale(var(--mini-scale))' }}
        />
      )}
    </div>
  );
};

export const TemplateSection = () => {
  const { t } = useLingui();
  const current = useResumeStore((state) => state.data?.metadata.template);
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
              <MiniPreview template={id} />
            </span>
            <span className="text-center text-xs font-medium">{templateName(id)}</span>
          </button>
        ))}
      </div>
    </PanelSection>
  );
};
