import type { CSSProperties } from 'react';
import type { Template, TemplateProps } from '../../contract.ts';
import { ContactLine, Headline, Name, ProfileLinks } from '../../blocks/Header.tsx';
import { Picture } from '../../blocks/Picture.tsx';
import { Column } from '../../blocks/Section.tsx';
import { useTemplate } from '../../render/contexts.tsx';

/** Below this many pixels text stops being comfortable to read on paper: the compact size never goes under it. */
export const smallestCompactSize = 11;

/**
 * The size Joltik sets its text in: nine tenths of the chosen size, never under `smallestCompactSize`. Set on the
 * page as `--rb-font-size`, so the shared blocks, which size everything from it, all follow. A number here rather
 * than a calc() over the sheet's variable: a variable redefined from itself is a cycle to some CSS engines.
 */
export const compactFontSize = (size: number) =>
  Math.round(Math.max(smallestCompactSize, size * 0.9) * 100) / 100;

const withoutProfiles = (ids: string[]) => ids.filter((id) => id !== 'profiles');

/**
 * Dense careers on one page: a one-row header (picture, name with the headline beside it, contacts and profiles on
 * a line each), then two columns split by a hairline, main at the start and a narrow sidebar at the end. Text is a
 * little smaller than the chosen size (`compactFontSize`) and spacing tight. The header lists every profile, so they
 * never repeat as a section, whichever layout page holds them.
 */
function Joltik({ columns: [main, sidebar], isFirstSheet }: TemplateProps) {
  const { resume } = useTemplate();
  const size = compactFontSize(resume.metadata.typography.font.size);
  return (
    <div className="rb-page" style={{ '--rb-font-size': `${size}px` } as CSSProperties}>
      {isFirstSheet && (
        <header className="rb-header">
          <Picture />
          <div className="rb-header-text">
            <div className="joltik-title">
              <Name />
              <Headline />
            </div>
            <ContactLine className="rb-dot-separated" />
            <ProfileLinks className="rb-dot-separated" />
          </div>
        </header>
      )}
      <div className="joltik-body rb-fill">
        <Column index={0} sections={withoutProfiles(main)} role="main" />
        <Column index={1} sections={withoutProfiles(sidebar)} role="sidebar" className="rb-stacked" />
      </div>
    </div>
  );
}

export const joltik: Template = { id: 'joltik', name: 'Joltik', level: 'marks', Component: Joltik };
