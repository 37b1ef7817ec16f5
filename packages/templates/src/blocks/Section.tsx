import { useHasUnits, useSheetMode, useTemplate, ColumnIndexProvider } from '../render/contexts.tsx';
import { resolveSection, type ResolvedSection } from '../resume/sections.ts';
import { Item } from './Item.tsx';
import { isBlankHtml, sanitizeHtmlForDisplay } from '../style/rich-text.ts';
import { RichText, SectionHeading } from './Text.tsx';
import { Unit, columnAttribute, sectionAttribute } from './Unit.tsx';

const chunk = <T,>(list: T[], size: number): T[][] => {
  const rows: T[][] = [];
  for (let i = 0; i < list.length; i += size) rows.push(list.slice(i, i + size));
  return rows;
};

/** Unit keys of a section: its heading, then each row of items (or the summary text). */
export const headingKey = (sectionId: string) => `${sectionId}/h`;
export const descriptionKey = (sectionId: string) => `${sectionId}/d`;
export const rowKey = (sectionId: string, row: number) => `${sectionId}/${row}`;

const voidTags = new Set(['br', 'hr', 'img', 'wbr']);

/**
 * Rich text cut between its top-level blocks (paragraphs, lists, headings): each can go on its own sheet, so a
 * summary longer than the room left on a sheet flows on instead of moving whole and leaving the sheet empty.
 */
export function topLevelBlocks(html: string): string[] {
  const clean = sanitizeHtmlForDisplay(html);
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (const tag of clean.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*?(\/?)>/gi)) {
    const name = tag[2]!.toLowerCase();
    if (tag[1]) depth = Math.max(0, depth - 1);
    else if (!tag[3] && !voidTags.has(name)) depth++;
    if (depth === 0) {
      const end = tag.index + tag[0].length;
      blocks.push(clean.slice(start, end));
      start = end;
    }
  }
  blocks.push(clean.slice(start));
  return blocks.filter((block) => !isBlankHtml(block));
}

/** The page controls go on a section's first unit: its heading, or its first row when drawn without one. */
type Lead = { breakBefore?: boolean; together?: boolean };

function SectionBody({ section, lead }: { section: ResolvedSection; lead: Lead }) {
  if (section.kind === 'summary' && section.columns === 1) {
    return topLevelBlocks(section.content).map((block, index) => (
      <Unit key={index} id={rowKey(section.id, index)} {...(index === 0 ? lead : {})}>
        <div className="rb-summary">
          <RichText html={block} />
        </div>
      </Unit>
    ));
  }
  if (section.kind === 'summary') {
    return (
      <Unit id={rowKey(section.id, 0)} {...lead}>
        <div className="rb-summary" style={{ columnCount: section.columns, columnGap: '1.5em' }}>
          <RichText html={section.content} />
        </div>
      </Unit>
    );
  }
  const grid = { gridTemplateColumns: `repeat(${section.columns}, minmax(0, 1fr))` };
  return chunk(section.items, section.columns).map((row, index) => (
    <Unit key={row[0]!.id} id={rowKey(section.id, index)} {...(index === 0 ? lead : {})}>
      <div className="rb-row" data-columns={section.columns} style={grid}>
        {row.map((item) => (
          <Item
            key={item.id}
            item={item}
            kind={section.kind as Exclude<typeof section.kind, 'summary'>}
            separateLinks={section.separateLinks}
          />
        ))}
      </div>
    </Unit>
  ));
}

/** Sections of short items (a word and a level) that a sidebar holds, one item per line. */
const shortItemKinds = new Set(['skills', 'languages', 'interests', 'profiles']);
/** A sidebar is a third of the sheet: merged into a full-width column, its short items take about that width. */
const SIDEBAR_GRID = 4;

/**
 * A whole section of the layout by id; nothing when hidden, empty, unknown or with no unit on this sheet.
 * `headless` leaves out the heading (a template's summary block): the body still flows like any section.
 * `fromSidebar` marks a sidebar section that a single-column template draws full width: its short items sit in a
 * grid rather than one per line down the whole sheet.
 */
export function Section({
  id,
  headless: headlessByTemplate = false,
  fromSidebar = false,
}: {
  id: string;
  headless?: boolean;
  fromSidebar?: boolean;
}) {
  const { resume } = useTemplate();
  const mode = useSheetMode();
  const resolved = resolveSection(resume, id);
  const section =
    resolved && fromSidebar && shortItemKinds.has(resolved.kind)
      ? { ...resolved, columns: Math.max(resolved.columns, SIDEBAR_GRID) }
      : resolved;
  const onSheet = useHasUnits(`${id}/`);
  if (!section || !onSheet) return null;
  // A blank name draws no empty heading: a cover letter's text is a summary without one
  // (docs/decisions/0013-letters-print-as-resume-documents.md).
  const headless = headlessByTemplate || section.name.trim() === '';
  const flow: Lead = { breakBefore: section.startOnNewPage, together: section.keepTogether };
  const hasDescription = section.kind !== 'summary' && section.description !== '';
  return (
    <section
      className="rb-section"
      data-section={section.kind}
      {...(headless ? { 'data-headless': '' } : {})}
      {...(mode.kind === 'measure' ? { [sectionAttribute]: section.id } : {})}
    >
      {!headless && (
        <Unit id={headingKey(section.id)} keepWithNext {...flow}>
          <SectionHeading>{section.name}</SectionHeading>
        </Unit>
      )}
      {hasDescription && (
        // A custom section's own introduction: it stays with the first item like the heading does.
        <Unit
          id={descriptionKey(section.id)}
          keepWithNext={section.items.length > 0}
          {...(headless ? flow : {})}
        >
          <RichText html={section.description} className="rb-section-description" />
        </Unit>
      )}
      <SectionBody section={section} lead={headless && !hasDescription ? flow : {}} />
    </section>
  );
}

type ColumnProps = {
  index: number;
  sections: string[];
  className?: string;
  role?: 'main' | 'sidebar';
  /** Ids of sections drawn without their heading. */
  headless?: string[];
  /** Ids of the layout's sidebar sections when a single-column template draws them in this column. */
  fromSidebar?: string[];
};

/**
 * A column of sections. Its height must come from the sheet (a flex or grid child), never from its content: the
 * measuring pass reads its height as the room available on a sheet.
 */
export function Column({
  index,
  sections,
  className,
  role = 'main',
  headless = [],
  fromSidebar = [],
}: ColumnProps) {
  const mode = useSheetMode();
  return (
    <ColumnIndexProvider value={index}>
      <div
        className={className ? `rb-column ${className}` : 'rb-column'}
        data-role={role}
        {...(mode.kind === 'measure' ? { [columnAttribute]: String(index) } : {})}
      >
        {sections.map((id) => (
          <Section key={id} id={id} headless={headless.includes(id)} fromSidebar={fromSidebar.includes(id)} />
        ))}
      </div>
    </ColumnIndexProvider>
  );
}
