import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Columns3Icon, GripVerticalIcon, PlusIcon, RotateCcwIcon, Trash2Icon } from 'lucide-react';
import type { Layout, ResumeData } from '@rb/schema';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { findSection, layoutActions } from '../store/layout-actions';
import { useResumeStore } from '../store/resume-store';
import { getSection } from '../store/section-actions';
import { useDndAccessibility } from '../shared/dnd-accessibility';
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

const SortableChip = ({ sectionId }: { sectionId: string }) => {
  const { t } = useLingui();
  const name = useSectionName(sectionId);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: sectionId,
  });
  // Not a list item: the sortable handle gives it the button role, and a list may hold list items only.
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('cursor-grab touch-none active:cursor-grabbing', isDragging && 'opacity-40')}
      data-layout-section={sectionId}
      aria-label={t`Move ${name}`}
      {...attributes}
      {...listeners}
    >
      <Chip sectionId={sectionId} />
    </div>
  );
};

const Column = ({
  page,
  column,
  ids,
  label,
}: {
  page: number;
  column: number;
  ids: string[];
  label: string;
}) => {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(page, column) });
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <span className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase">{label}</span>
      <SortableContext id={columnId(page, column)} items={ids} strategy={verticalListSortingStrategy}>
        <div
          ref={setNodeRef}
          role="group"
          aria-label={label}
          data-layout-column={columnId(page, column)}
          className={cn(
            'grid min-h-16 content-start gap-1.5 rounded-md border border-dashed p-1.5 transition-colors',
            isOver && 'border-ring bg-accent/50',
          )}
        >
          {ids.map((id) => (
            <SortableChip key={id} sectionId={id} />
          ))}
        </div>
      </SortableContext>
    </div>
  );
};

/** Where a drop lands: on a section (before it) or on a column (at its end). */
const dropTarget = (layout: Layout, overId: string) => {
  if (overId.startsWith('column:')) {
    const { page, column } = parseColumnId(overId);
    return { page, column, index: layout[page]?.[column]?.length ?? 0 };
  }
  return findSection(layout, overId);
};

/** Pages and columns of the resume; drag sections between them (docs/product.md#layout). */
export const LayoutSection = () => {
  const { t } = useLingui();
  const layout = useResumeStore((state) => state.data?.metadata.layout ?? []);
  const [dragging, setDragging] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
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
    <PanelSection id="layout" icon={Columns3Icon} title={<Trans>Layout</Trans>}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
        accessibility={accessibility}
      >
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
        <DragOverlay>{dragging ? <Chip sectionId={dragging} dragging /> : null}</DragOverlay>
      </DndContext>
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
