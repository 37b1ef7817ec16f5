import { useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DragEndEvent, DragStartEvent } from '@dnd-kit/core';
import { Columns3Icon, GripVerticalIcon, PlusIcon, RotateCcwIcon, Trash2Icon } from 'lucide-react';
import type { Layout, ResumeData } from '@rb/schema';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { findSection, layoutActions } from '../store/layout-actions';
import { useResumeStore } from '../store/resume-store';
import { getSection } from '../store/section-actions';
import { useDndAccessibility } from '../shared/dnd-accessibility';
import { useDnd, type Dnd } from '../shared/use-dnd';
import { PanelSection } from './panel-section';

const columnId = (page: number, column: number) => `column:${page}:${column}`;
const parseColumnId = (id: string) => {
  const [, page, column] = id.split(':');
  return { page: Number(page), column: Number(column) };
};

const useSectionName = (sectionId: string) =>
  useResumeStore(
    (state) => (state.view ? getSection(state.view as ResumeData, sectionId)?.name : undefined) ?? sectionId,
  );

const Chip = ({ sectionId, dragging }: { sectionId: string; dragging?: boolean }) => {
  const name = useSectionName(sectionId);
  return (
    <span
      className={cn(
        'flex items-center gap-1 rounded-md border bg-card px-1.5 py-1.5 text-xs font-medium',
        dragging && 'shadow-lg ring-1 ring-ring',
      )}
    >
      <GripVerticalIcon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
      <span className="truncate">{name}</span>
    </span>
  );
};

/** What a chip gets from dnd-kit: nothing before it is in (use-dnd.ts); it looks the same and does not drag yet. */
type ChipDrag = {
  ref?: (node: HTMLElement | null) => void;
  style?: CSSProperties;
  handle?: HTMLAttributes<HTMLElement>;
  isDragging?: boolean;
};

const ChipHandle = ({ sectionId, drag }: { sectionId: string; drag: ChipDrag }) => {
  const { t } = useLingui();
  const name = useSectionName(sectionId);
  // Not a list item: the sortable handle gives it the button role, and a list may hold list items only.
  return (
    <div
      ref={drag.ref}
      style={drag.style}
      className={cn('cursor-grab touch-none active:cursor-grabbing', drag.isDragging && 'opacity-40')}
      data-layout-section={sectionId}
      aria-label={t`Move ${name}`}
      {...drag.handle}
    >
      <Chip sectionId={sectionId} />
    </div>
  );
};

const SortableChip = ({ dnd, sectionId }: { dnd: Dnd; sectionId: string }) => {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = dnd.useSortable({
    id: sectionId,
  });
  const drag = {
    ref: setNodeRef,
    style: { transform: dnd.CSS.Translate.toString(transform), transition },
    handle: { ...attributes, ...listeners },
    isDragging,
  };
  return <ChipHandle sectionId={sectionId} drag={drag} />;
};

type ColumnProps = { page: number; column: number; ids: string[]; label: string };

const ColumnFrame = ({
  page,
  column,
  label,
  dropRef,
  isOver = false,
  children,
}: Omit<ColumnProps, 'ids'> & {
  dropRef?: (node: HTMLElement | null) => void;
  isOver?: boolean;
  children: ReactNode;
}) => (
  <div
    ref={dropRef}
    role="group"
    aria-label={label}
    data-layout-column={columnId(page, column)}
    className={cn(
      'grid min-h-16 content-start gap-1.5 rounded-md border border-dashed p-1.5 transition-colors',
      isOver && 'border-ring bg-accent/50',
    )}
  >
    {children}
  </div>
);

const SortableColumn = ({ dnd, ...props }: ColumnProps & { dnd: Dnd }) => {
  const { setNodeRef, isOver } = dnd.useDroppable({ id: columnId(props.page, props.column) });
  return (
    <dnd.SortableContext
      id={columnId(props.page, props.column)}
      items={props.ids}
      strategy={dnd.verticalListSortingStrategy}
    >
      <ColumnFrame {...props} dropRef={setNodeRef} isOver={isOver}>
        {props.ids.map((id) => (
          <SortableChip key={id} dnd={dnd} sectionId={id} />
        ))}
      </ColumnFrame>
    </dnd.SortableContext>
  );
};

const Column = ({ dnd, ...props }: ColumnProps & { dnd: Dnd | undefined }) => (
  <div className="grid min-w-0 content-start gap-1.5">
    <span className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase">
      {props.label}
    </span>
    {dnd ? (
      <SortableColumn dnd={dnd} {...props} />
    ) : (
      <ColumnFrame {...props}>
        {props.ids.map((id) => (
          <ChipHandle key={id} sectionId={id} drag={{}} />
        ))}
      </ColumnFrame>
    )}
  </div>
);

/** Where a drop lands: on a section (before it) or on a column (at its end). */
const dropTarget = (layout: Layout, overId: string) => {
  if (overId.startsWith('column:')) {
    const { page, column } = parseColumnId(overId);
    return { page, column, index: layout[page]?.[column]?.length ?? 0 };
  }
  return findSection(layout, overId);
};

const Pages = ({ layout, dnd }: { layout: Layout; dnd: Dnd | undefined }) => {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      {layout.map((columns, page) => (
        <div key={page} className="grid gap-2 rounded-lg border p-3" data-layout-page={page}>
          <div className="flex items-center justify-between">
            <span className="text-sm font-medium">{t`Page ${page + 1}`}</span>
            {page > 0 && (
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={t`Delete page ${page + 1}`}
                title={t`Delete page ${page + 1}`}
                onClick={() => layoutActions.deletePage(page)}
              >
                <Trash2Icon aria-hidden />
              </Button>
            )}
          </div>
          <div
            className="grid gap-2"
            style={{ gridTemplateColumns: `repeat(${Math.max(1, columns.length)}, minmax(0, 1fr))` }}
          >
            {columns.map((ids, column) => (
              <Column
                key={column}
                dnd={dnd}
                page={page}
                column={column}
                ids={ids}
                label={column === 0 ? t`Main` : t`Sidebar`}
              />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
};

const SortablePages = ({ layout, dnd }: { layout: Layout; dnd: Dnd }) => {
  const { t } = useLingui();
  const [dragging, setDragging] = useState<string | null>(null);
  const sensors = dnd.useSensors(
    dnd.useSensor(dnd.PointerSensor, { activationConstraint: { distance: 4 } }),
    dnd.useSensor(dnd.KeyboardSensor, { coordinateGetter: dnd.sortableKeyboardCoordinates }),
  );

  const accessibility = useDndAccessibility((id) => {
    if (!id.startsWith('column:')) {
      const { data } = useResumeStore.getState();
      return (data ? getSection(data, id)?.name : undefined) || id;
    }
    const { page, column } = parseColumnId(id);
    return column === 0 ? t`page ${page + 1}, main column` : t`page ${page + 1}, sidebar`;
  });

  const onDragStart = ({ active }: DragStartEvent) => setDragging(String(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over || active.id === over.id) return;
    const from = findSection(layout, String(active.id));
    const to = dropTarget(layout, String(over.id));
    if (!from || !to) return;
    // Dropping on a later item of the same column lands after it, as the sortable list showed.
    const sameColumn = from.page === to.page && from.column === to.column;
    const index =
      sameColumn && !String(over.id).startsWith('column:') && from.index < to.index ? to.index + 1 : to.index;
    layoutActions.move(String(active.id), { ...to, index });
  };

  return (
    <dnd.DndContext
      sensors={sensors}
      collisionDetection={dnd.closestCorners}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={accessibility}
    >
      <Pages layout={layout} dnd={dnd} />
      <dnd.DragOverlay>{dragging ? <Chip sectionId={dragging} dragging /> : null}</dnd.DragOverlay>
    </dnd.DndContext>
  );
};

/** Pages and columns of the resume; drag sections between them (docs/product.md#layout). */
export const LayoutSection = () => {
  const layout = useResumeStore((state) => state.data?.metadata.layout ?? []);
  const dnd = useDnd();
  return (
    <PanelSection id="layout" icon={Columns3Icon} title={<Trans>Layout</Trans>}>
      {dnd ? <SortablePages layout={layout} dnd={dnd} /> : <Pages layout={layout} dnd={undefined} />}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={layoutActions.addPage} data-testid="add-page">
          <PlusIcon aria-hidden />
          <Trans>Add page</Trans>
        </Button>
        <Button variant="outline" size="sm" onClick={layoutActions.reset}>
          <RotateCcwIcon aria-hidden />
          <Trans>Reset layout</Trans>
        </Button>
      </div>
    </PanelSection>
  );
};
