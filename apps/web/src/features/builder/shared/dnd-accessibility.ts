import { useLingui } from '@lingui/react/macro';
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/**
 * What screen readers hear while a list is reordered by keyboard or pointer, in the interface language (dnd-kit's
 * own words are English). `nameOf` turns a draggable or droppable id into what the user sees.
 */
export const useDndAccessibility = (
  nameOf: (id: string) => string,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } => {
  const { t } = useLingui();
  const name = (id: string | number) => nameOf(String(id));
  return {
    screenReaderInstructions: {
      draggable: t`To pick it up, press Space or Enter. Move it with the arrow keys. Press Space or Enter again to drop it, or Escape to cancel.`,
    },
    announcements: {
      onDragStart: ({ active }) => t`Picked up ${name(active.id)}.`,
      onDragOver: ({ active, over }) =>
        over
          ? t`${name(active.id)} is over ${name(over.id)}.`
          : t`${name(active.id)} is no longer over a drop area.`,
      onDragEnd: ({ active, over }) =>
        over ? t`${name(active.id)} was dropped on ${name(over.id)}.` : t`${name(active.id)} was dropped.`,
      onDragCancel: ({ active }) => t`Moving ${name(active.id)} was cancelled.`,
    },
  };
};
