import { useRef, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LayoutTemplateIcon } from 'lucide-react';
import { defaultTemplate, templateIds, type TemplateId } from '@rb/schema';
import { cn } from '@/lib/utils';
import { useResumeStore } from '../store/resume-store';
import { metadataActions } from '../store/metadata-actions';
import { PanelSection } from './panel-section';

export const templateName = (id: TemplateId) => id.charAt(0).toUpperCase() + id.slice(1);

/**
 * The thumbnails are still pictures of the sample resume, made by `npm run thumbnails` into apps/web/public/templates.
 * Pictures rather than live renders: a frame per card would repaint on every keystroke and slow the preview.
 */
export const thumbnailOf = (id: TemplateId) => ({
  src: `/templates/${id}.webp`,
  srcSet: `/templates/${id}.webp 360w, /templates/${id}@2x.webp 720w`,
});

/** Arrow keys move between cards the way a radio group does; Home and End jump to the ends. */
const nextIndex = (key: string, index: number, count: number): number | undefined => {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
};

export const TemplateSection = () => {
  const { t } = useLingui();
  const current = useResumeStore((state) => state.data?.metadata.template) ?? defaultTemplate;
  const group = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // Right-to-left interfaces mirror the grid, so the horizontal arrows swap meaning.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const key = rtl
      ? (({ ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' } as Record<string, string>)[event.key] ??
        event.key)
      : event.key;
    const target = nextIndex(key, index, templateIds.length);
    if (target === undefined) return;
    event.preventDefault();
    const id = templateIds[target]!;
    metadataActions.setTemplate(id);
    group.current?.querySelector<HTMLButtonElement>(`[data-template="${id}"]`)?.focus();
  };

  return (
    <PanelSection id="template" icon={LayoutTemplateIcon} title={<Trans>Template</Trans>}>
      <div
        ref={group}
        className="grid grid-cols-2 gap-3 @[22rem]:grid-cols-3"
        role="radiogroup"
        aria-label={t`Template`}
      >
        {templateIds.map((id, index) => {
          const selected = current === id;
          const { src, srcSet } = thumbnailOf(id);
          return (
            <button
              key={id}
              type="button"
              role="radio"
              aria-checked={selected}
              tabIndex={selected ? 0 : -1}
              data-template={id}
              onClick={() => metadataActions.setTemplate(id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="group grid gap-1.5 rounded-lg p-1 text-start outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span
                className={cn(
                  'block aspect-[210/297] w-full overflow-hidden rounded-md border bg-white shadow-xs transition',
                  selected
                    ? 'ring-2 ring-primary ring-offset-2 ring-offset-background'
                    : 'group-hover:shadow-md',
                )}
              >
                <img
                  src={src}
                  srcSet={srcSet}
                  // The panel is at most ~24rem wide with two or three cards per row.
                  sizes="(min-width: 640px) 180px, 50vw"
                  loading="lazy"
                  decoding="async"
                  alt=""
                  width={360}
                  height={509}
                  draggable={false}
                  className="size-full object-cover object-top"
                />
              </span>
              <span className="text-center text-xs font-medium">{templateName(id)}</span>
            </button>
          );
        })}
      </div>
    </PanelSection>
  );
};
