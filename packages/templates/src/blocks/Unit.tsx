import type { ReactNode } from 'react';
import { usePlacement, useSheetMode } from '../render/contexts.tsx';

/** Data attributes the artboard's measuring pass reads. */
export const unitAttribute = 'data-rb-unit';
export const keepWithNextAttribute = 'data-rb-keep';
export const columnAttribute = 'data-rb-column';
/** On a section's first unit: the section begins on a new sheet. */
export const breakBeforeAttribute = 'data-rb-break-before';
/** On a section's first unit: the section moves whole to the next sheet when it fits on one. */
export const togetherAttribute = 'data-rb-together';
/**
 * Text a reader must get back whole, never broken across lines: the name, the phone number, the email address, a
 * date, a profile's username. It is set on one line; the artboard shrinks what does not fit its box (`fitLines`).
 */
export const oneLineAttribute = 'data-rb-line';
/** Wraps a whole section, so the measuring pass can tell how tall a section kept together is. */
export const sectionAttribute = 'data-rb-section';

type UnitProps = {
  id: string;
  keepWithNext?: boolean;
  breakBefore?: boolean;
  together?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * A block for pagination: it moves to the next sheet whole unless it is four or more lines long, when it may be
 * cut between lines (see `paginate`). Keys are unique within a column: `<section id>/h` for a heading,
 * `<section id>/<row>` for a row of items.
 */
export function Unit({
  id,
  keepWithNext = false,
  breakBefore = false,
  together = false,
  className,
  children,
}: UnitProps) {
  const mode = useSheetMode();
  const placement = usePlacement(id);
  if (placement === undefined) return null;
  const classes = className ? `rb-unit ${className}` : 'rb-unit';
  if (mode.kind === 'measure') {
    return (
      <div
        className={classes}
        {...{
          [unitAttribute]: id,
          [keepWithNextAttribute]: keepWithNext ? 'true' : undefined,
          [breakBeforeAttribute]: breakBefore ? 'true' : undefined,
          [togetherAttribute]: together ? 'true' : undefined,
        }}
      >
        {children}
      </div>
    );
  }
  if (placement === true || !placement.clip) return <div className={classes}>{children}</div>;
  // A slice of a unit taller than a sheet: show the part that belongs on this sheet. Only the cut edges clip, so
  // what a template draws beside a unit (rules, a bleeding tint) stays visible. Clipping by overflow rather than a
  // clip-path keeps the slice out of a layer of its own, so its text keeps its place in the PDF.
  const { offset, height } = placement.clip;
  return (
    <div
      className="rb-unit-slice"
      style={{ display: 'flow-root', height, overflowX: 'visible', overflowY: 'clip' }}
    >
      <div className={classes} style={{ marginTop: -offset }}>
        {children}
      </div>
    </div>
  );
}
