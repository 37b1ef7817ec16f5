import { useEffect, useState } from 'react';
import type * as DndModule from './dnd';

// Dragging is the one thing the builder's lists need dnd-kit for, so dnd-kit is not part of the builder's first
// JavaScript: the route starts fetching it beside the resume, and until it is in, the lists render the same rows
// without the drag handles working (docs/decisions/0023-first-paint-javascript-and-deferred-panels.md).
export type Dnd = typeof DndModule;

let loaded: Dnd | undefined;
let loading: Promise<Dnd> | undefined;

/** Fetches dnd-kit once (again after a failure). */
export const loadDnd = (): Promise<Dnd> =>
  (loading ??= import('./dnd').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/** dnd-kit once it is in, undefined before; a failed fetch leaves the lists as they are, without dragging. */
export const useDnd = (): Dnd | undefined => {
  const [dnd, setDnd] = useState(loaded);
  useEffect(() => {
    if (dnd) return;
    let live = true;
    loadDnd().then(
      (module) => live && setDnd(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [dnd]);
  return dnd;
};
