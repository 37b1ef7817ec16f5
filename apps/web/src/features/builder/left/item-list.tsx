import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DragEndEvent } from '@dnd-kit/core';
import { restrictToParent } from './restrict-to-parent';
import {
  CopyIcon,
  EllipsisIcon,
  EyeIcon,
  EyeOffIcon,
  GripVerticalIcon,
  PencilIcon,
  PlusIcon,
  Trash2Icon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from '@/components/ui/context-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { itemActions, type AnyItem } from '../store/item-actions';
import { dialogNameOf, openDialog, type DialogMode } from '../dialogs/dialog-store';
import { itemForms } from '../dialogs/item-fields';
import { useDndAccessibility } from '../shared/dnd-accessibility';
import { useDnd, type Dnd } from '../shared/use-dnd';

type MenuParts = {
  Item: typeof ContextMenuItem | typeof DropdownMenuItem;
  Separator: typeof ContextMenuSeparator;
};

const ItemMenu = ({
  item,
  open,
  parts: { Item, Separator },
  sectionRef,
}: {
  item: AnyItem;
  open: (mode: DialogMode) => void;
  parts: MenuParts;
  sectionRef: string;
}) => (
  <>
    <Item onSelect={() => itemActions.toggleVisible(sectionRef, item.id)}>
      {item.visible ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
      {item.visible ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
    </Item>
    <Item onSelect={() => open('update')}>
      <PencilIcon aria-hidden />
      <Trans>Edit</Trans>
    </Item>
    <Item onSelect={() => open('duplicate')}>
      <CopyIcon aria-hidden />
      <Trans>Duplicate</Trans>
    </Item>
    <Separator />
    <Item variant="destructive" onSelect={() => open('delete')}>
      <Trash2Icon aria-hidden />
      <Trans>Delete</Trans>
    </Item>
  </>
);

/** What a row gets from dnd-kit: nothing before it is in (the row looks the same, its handle does not drag yet). */
type RowDrag = {
  ref?: (node: HTMLElement | null) => void;
  style?: CSSProperties;
  handle?: HTMLAttributes<HTMLButtonElement>;
  isDragging?: boolean;
};

const ItemRow = ({ item, sectionRef, drag }: { item: AnyItem; sectionRef: string; drag: RowDrag }) => {
  const { t } = useLingui();
  const { isDragging = false } = drag;
  const form = itemForms[dialogNameOf(sectionRef)];
  const title = form.title(item) || t`Untitled`;
  const subtitle = form.subtitle(item);
  const open = (mode: DialogMode) =>
    openDialog({ name: dialogNameOf(sectionRef), section: sectionRef, mode, payload: item });

  return (
    <li
      ref={drag.ref}
      style={drag.style}
      className={cn('relative', isDragging && 'z-10')}
      data-testid="section-item"
    >
      <ContextMenu>
        <ContextMenuTrigger asChild>
          <div
            className={cn(
              'group flex items-center gap-1 rounded-md border bg-card pe-1 transition-shadow',
              isDragging && 'shadow-lg ring-1 ring-ring',
            )}
          >
            <button
              type="button"
              className="cursor-grab touch-none self-stretch px-1 text-muted-foreground hover:text-foreground active:cursor-grabbing"
              aria-label={t`Reorder ${title}`}
              data-testid="item-handle"
              {...drag.handle}
            >
              <GripVerticalIcon className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => open('update')}
              className={cn('min-w-0 flex-1 py-2 text-start', !item.visible && 'opacity-50')}
            >
              <span className="block truncate text-sm font-medium">{title}</span>
              {subtitle && <span className="block truncate text-xs text-muted-foreground">{subtitle}</span>}
            </button>
            {!item.visible && (
              <EyeOffIcon className="size-3.5 text-muted-foreground" aria-label={t`Hidden`} />
            )}
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon-sm" aria-label={t`Actions for ${title}`}>
                  <EllipsisIcon aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <ItemMenu
                  item={item}
                  open={open}
                  sectionRef={sectionRef}
                  parts={{ Item: DropdownMenuItem, Separator: DropdownMenuSeparator }}
                />
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        </ContextMenuTrigger>
        <ContextMenuContent>
          <ItemMenu
            item={item}
            open={open}
            sectionRef={sectionRef}
            parts={{ Item: ContextMenuItem, Separator: ContextMenuSeparator }}
          />
        </ContextMenuContent>
      </ContextMenu>
    </li>
  );
};

const SortableItem = ({ dnd, item, sectionRef }: { dnd: Dnd; item: AnyItem; sectionRef: string }) => {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = dnd.useSortable({
    id: item.id,
  });
  const drag = {
    ref: setNodeRef,
    style: { transform: dnd.CSS.Translate.toString(transform), transition },
    handle: { ...attributes, ...listeners },
    isDragging,
  };
  return <ItemRow item={item} sectionRef={sectionRef} drag={drag} />;
};

type ListProps = { sectionRef: string; items: AnyItem[] };

const SortableItems = ({ dnd, sectionRef, items }: ListProps & { dnd: Dnd }) => {
  const sensors = dnd.useSensors(
    dnd.useSensor(dnd.PointerSensor, { activationConstraint: { distance: 4 } }),
    dnd.useSensor(dnd.KeyboardSensor, { coordinateGetter: dnd.sortableKeyboardCoordinates }),
  );
  const { t } = useLingui();
  const accessibility = useDndAccessibility((id) => {
    const item = items.find((entry) => entry.id === id);
    return (item && itemForms[dialogNameOf(sectionRef)].title(item)) || t`Untitled`;
  });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) itemActions.reorder(sectionRef, String(active.id), String(over.id));
  };
  return (
    <dnd.DndContext
      sensors={sensors}
      collisionDetection={dnd.closestCenter}
      onDragEnd={onDragEnd}
      modifiers={[restrictToParent]}
      accessibility={accessibility}
    >
      <dnd.SortableContext items={items.map((item) => item.id)} strategy={dnd.verticalListSortingStrategy}>
        <ul className="grid gap-1.5" data-section-items={sectionRef}>
          {items.map((item) => (
            <SortableItem key={item.id} dnd={dnd} item={item} sectionRef={sectionRef} />
          ))}
        </ul>
      </dnd.SortableContext>
    </dnd.DndContext>
  );
};

/** The same rows before dnd-kit is in (use-dnd.ts). */
const StaticItems = ({ sectionRef, items }: ListProps) => (
  <ul className="grid gap-1.5" data-section-items={sectionRef}>
    {items.map((item) => (
      <ItemRow key={item.id} item={item} sectionRef={sectionRef} drag={{}} />
    ))}
  </ul>
);

/** The items of a section: drag the handle to reorder, click to edit, right-click or ⋯ for the rest. */
export const ItemList = ({ sectionRef, items, footer }: ListProps & { footer?: ReactNode }) => {
  const dnd = useDnd();
  return (
    <div className="grid gap-2">
      {items.length > 0 &&
        (dnd ? (
          <SortableItems dnd={dnd} sectionRef={sectionRef} items={items} />
        ) : (
          <StaticItems sectionRef={sectionRef} items={items} />
        ))}
      {footer}
    </div>
  );
};

export const AddItemButton = ({ sectionRef }: { sectionRef: string }) => (
  <Button
    variant="outline"
    className="w-full border-dashed"
    data-testid="add-item"
    onClick={() => openDialog({ name: dialogNameOf(sectionRef), section: sectionRef, mode: 'create' })}
  >
    <PlusIcon aria-hidden />
    <Trans>Add a new item</Trans>
  </Button>
);
