import type { ReactNode } from 'react';
import type { ResumeData } from '@rb/schema';
import type { SheetPlan } from '../page/paginate.ts';
import { completeLayout } from '../resume/sections.ts';
import { resumeFonts } from '../fonts/font-stack.ts';
import { getTemplate } from '../registry.ts';
import { resumeRootClass, scopedCustomCss } from '../style/custom-css.ts';
import { Sheet } from './Sheet.tsx';

const textVariants = ['regular', 'italic', '700', '700italic'];

/** Wraps the sheets of one resume and carries its own CSS, scoped to it. */
export function ResumeRoot({
  resume,
  className,
  children,
}: {
  resume: ResumeData;
  className?: string;
  children: ReactNode;
}) {
  const css = scopedCustomCss(resume.metadata.css);
  const { font } = resume.metadata.typography;
  // Templates set titles in bold and rich text may use italics: declare those faces too (unicode-range and
  // lazy loading keep unused ones from downloading).
  const fonts = resumeFonts({ ...font, variants: [...font.variants, ...textVariants] });
  return (
    <div className={className ? `${resumeRootClass} ${className}` : resumeRootClass}>
      {/* The family's faces and the script fallbacks (Cyrillic, Greek, Arabic, Hebrew, CJK) are cached
          stylesheets from the server; the artboard waits for them before it measures (fontStylesheetAttribute). */}
      {fonts.stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} {...{ [fontStylesheetAttribute]: '' }} />
      ))}
      {css !== '' && <style>{css}</style>}
      {children}
    </div>
  );
}

/** Marks the font stylesheets' links, which the artboard awaits before it measures. */
export const fontStylesheetAttribute = 'data-rb-fonts';

/** Attribute naming a measuring sheet: `<layout page>:first` (with the header) or `<layout page>:rest`. */
export const measureAttribute = 'data-rb-measure';

/**
 * The measuring pass: each layout page once as a continuation sheet, and the first page once more with the
 * header. Every unit renders, marked for the artboard to measure; nothing is clipped to a sheet yet.
 */
export function MeasureSheets({
  resume,
  profileIcons,
  locale,
}: {
  resume: ResumeData;
  profileIcons?: Record<string, string>;
  /** The owner's or viewer's locale (see `documentLanguage`). */
  locale?: string;
}) {
  const template = getTemplate(resume.metadata.template);
  const pages = completeLayout(resume);
  return pages.flatMap((columns, layoutPage) =>
    (layoutPage === 0 ? (['first', 'rest'] as const) : (['rest'] as const)).map((variant) => (
      <Sheet
        key={`${layoutPage}:${variant}`}
        resume={resume}
        template={template}
        columns={columns}
        isFirstSheet={variant === 'first'}
        sheetIndex={layoutPage}
        layoutPage={layoutPage}
        mode={{ kind: 'measure' }}
        profileIcons={profileIcons}
        locale={locale}
        attributes={{ [measureAttribute]: `${layoutPage}:${variant}` }}
      />
    )),
  );
}

type PlannedSheetsProps = {
  resume: ResumeData;
  plans: SheetPlan[];
  profileIcons?: Record<string, string>;
  locale?: string;
  /** Something to draw over each sheet (the builder's page number). */
  overlay?: (plan: SheetPlan, total: number) => ReactNode;
};

/** The final sheets: each shows only the units the pagination placed on it. */
export function PlannedSheets({ resume, plans, profileIcons, locale, overlay }: PlannedSheetsProps) {
  const template = getTemplate(resume.metadata.template);
  const pages = completeLayout(resume);
  return plans.map((plan) => (
    <Sheet
      key={plan.sheetIndex}
      resume={resume}
      template={template}
      columns={pages[plan.layoutPage] ?? [[], []]}
      isFirstSheet={plan.isFirstSheet}
      sheetIndex={plan.sheetIndex}
      layoutPage={plan.layoutPage}
      mode={{ kind: 'sheet', columns: plan.columns.map((column) => new Map(column.map((p) => [p.key, p]))) }}
      profileIcons={profileIcons}
      locale={locale}
      attributes={{
        'data-rb-sheet': String(plan.sheetIndex),
        'data-rb-layout-page': String(plan.layoutPage),
      }}
    >
      {overlay?.(plan, plans.length)}
    </Sheet>
  ));
}

/** Every section of one layout page on one unclipped sheet: for tests and quick static renders. */
export function StaticSheet({
  resume,
  layoutPage = 0,
  locale,
}: {
  resume: ResumeData;
  layoutPage?: number;
  locale?: string;
}) {
  const template = getTemplate(resume.metadata.template);
  const pages = completeLayout(resume);
  return (
    <Sheet
      resume={resume}
      template={template}
      columns={pages[layoutPage] ?? [[], []]}
      isFirstSheet={layoutPage === 0}
      sheetIndex={layoutPage}
      layoutPage={layoutPage}
      mode={{ kind: 'static' }}
      locale={locale}
    />
  );
}
