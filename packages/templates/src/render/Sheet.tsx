import type { CSSProperties, ReactNode } from 'react';
import type { ResumeData } from '@rb/schema';
import type { Template } from '../contract.ts';
import { sheetSize } from '../page/format.ts';
import { resumeDirection } from '../resume/direction.ts';
import { documentLanguage } from '../resume/language.ts';
import { resumeFonts } from '../fonts/font-stack.ts';
import { TemplateProvider, SheetModeProvider, type SheetMode } from './contexts.tsx';

/** CSS variables every template styles with; `language` orders the CJK fallbacks (see `documentLanguage`). */
export function sheetVariables(resume: ResumeData, language?: string): CSSProperties {
  const { page, theme, typography } = resume.metadata;
  const size = sheetSize(page.format);
  return {
    '--rb-primary': theme.primary,
    '--rb-text': theme.text,
    '--rb-background': theme.background,
    '--rb-font-family': resumeFonts(typography.font, language).fontFamily,
    '--rb-font-size': `${typography.font.size}px`,
    '--rb-line-height': String(typography.lineHeight),
    '--rb-margin': `${page.margin}px`,
    '--rb-spacing': String(page.spacing ?? 1),
    '--rb-sheet-width': `${size.widthMm}mm`,
    '--rb-sheet-height': `${size.heightMm}mm`,
  } as CSSProperties;
}

export type SheetProps = {
  resume: ResumeData;
  template: Template;
  columns: [string[], string[]];
  isFirstSheet: boolean;
  sheetIndex: number;
  layoutPage: number;
  mode: SheetMode;
  profileIcons?: Record<string, string>;
  /** The owner's (or viewer's) locale: decides the language when the resume's letters do not. */
  locale?: string;
  /** Extra attributes for the sheet element (the artboard's measuring keys, test ids). */
  attributes?: Record<string, string>;
  /** Drawn over the sheet (the builder's page number). */
  children?: ReactNode;
};

const noIcons: Record<string, string> = {};

/** One fixed-size sheet rendered by a template. */
export function Sheet({
  resume,
  template,
  columns,
  isFirstSheet,
  sheetIndex,
  layoutPage,
  mode,
  profileIcons,
  locale,
  attributes,
  children,
}: SheetProps) {
  const { typography } = resume.metadata;
  const Component = template.Component;
  const language = documentLanguage(resume, locale);
  return (
    <div
      className={`rb-sheet rb-tpl-${template.id}`}
      lang={language}
      dir={resumeDirection(resume)}
      data-underline-links={typography.underlineLinks ? 'true' : 'false'}
      style={sheetVariables(resume, language)}
      {...attributes}
    >
      <TemplateProvider
        value={{
          template: template.id,
          resume,
          level: template.level,
          profileIcons: profileIcons ?? noIcons,
        }}
      >
        <SheetModeProvider value={mode}>
          <Component
            resume={resume}
            columns={columns}
            isFirstSheet={isFirstSheet}
            sheetIndex={sheetIndex}
            layoutPage={layoutPage}
          />
        </SheetModeProvider>
      </TemplateProvider>
      {children}
    </div>
  );
}
