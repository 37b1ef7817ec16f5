import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  fontStylesheetAttribute,
  overflowPast,
  paginate,
  type MeasuredPage,
  type SheetPlan,
} from '@rb/templates';
import type { ResumeData } from '@rb/schema';
import { fitLines } from './fit-lines.ts';
import { measurePages } from './measure.ts';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const samePlans = (a: SheetPlan[], b: SheetPlan[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Resolves once the font stylesheets have loaded (or failed), then lays the page out so the fonts their rules
 * select for the text start loading: only then does `document.fonts.ready` cover them.
 */
export async function fontStylesheetsLoaded(): Promise<void> {
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>(`link[${fontStylesheetAttribute}]`));
  await Promise.all(
    links.map((link) =>
      link.sheet
        ? undefined
        : new Promise<void>((resolve) => {
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', () => resolve(), { once: true });
          }),
    ),
  );
  void document.body.offsetHeight;
}

async function picturesLoaded(root: HTMLElement): Promise<void> {
  const images = Array.from(root.querySelectorAll('img'));
  await Promise.all(
    images.map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))),
  );
}

/**
 * Measures the hidden sheets after every render of a new document (and whenever a web font finishes loading), and
 * turns the measurements into sheet plans. `onSettled` runs once per document, after fonts and pictures are in
 * and the sheets were laid out again with them.
 */
export function useSheetLayout(
  resume: ResumeData,
  version: number,
  onSettled?: (plans: SheetPlan[], lastFill: number) => void,
) {
  const measureRef = useRef<HTMLDivElement>(null);
  const [plans, setPlans] = useState<SheetPlan[] | null>(null);
  const [remeasure, setRemeasure] = useState(0);
  const [settled, setSettled] = useState<number | null>(null);
  /** Whether the last measurement shrank any one-line text: the shown sheets then need the same. */
  const linesShrunk = useRef(false);
  /**
   * The latest measurement and its plans: how full the last sheet is (what the builder shows beside the page
   * count) is worked out from them once a document settles, not on every keystroke.
   */
  const lastLayout = useRef<{ measured: MeasuredPage[]; plans: SheetPlan[] } | null>(null);
  const onSettledRef = useRef(onSettled);
  useLayoutEffect(() => {
    onSettledRef.current = onSettled;
  });

  useLayoutEffect(() => {
    const root = measureRef.current;
    if (!root) return;
    linesShrunk.current = fitLines(root) > 0;
    const measured = measurePages(root);
    const next = paginate(measured);
    lastLayout.current = { measured, plans: next };
    setPlans((previous) => (previous && samePlans(previous, next) ? previous : next));
  }, [resume, remeasure]);

  const bump = useCallback(() => setRemeasure((count) => count + 1), []);

  // Text metrics change when a web font arrives: measure again.
  useEffect(() => {
    const fonts = document.fonts as FontFaceSet | undefined;
    fonts?.addEventListener('loadingdone', bump);
    return () => fonts?.removeEventListener('loadingdone', bump);
  }, [bump]);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      await fontStylesheetsLoaded();
      await (document.fonts as FontFaceSet | undefined)?.ready;
      if (measureRef.current) await picturesLoaded(measureRef.current);
      if (cancelled) return;
      bump();
      setSettled(version);
    })();
    return () => {
      cancelled = true;
    };
  }, [version, bump]);

  useEffect(() => {
    if (settled !== version || !plans) return;
    let cancelled = false;
    void (async () => {
      // Two frames: the re-measured sheets are committed and painted.
      await nextFrame();
      await nextFrame();
      await picturesLoaded(document.body);
      if (cancelled || !onSettledRef.current) return;
      const layout = lastLayout.current;
      const lastFill = layout ? overflowPast(layout.measured, layout.plans, layout.plans.length - 1) : 0;
      onSettledRef.current(plans, lastFill);
    })();
    return () => {
      cancelled = true;
    };
  }, [settled, version, plans]);

  return { measureRef, plans, linesShrunk };
}
