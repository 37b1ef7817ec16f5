import type { ReactNode } from 'react';
import { isBlankHtml, sanitizeHtmlForDisplay } from '../style/rich-text.ts';
import { useTemplate } from '../render/contexts.tsx';
import { oneLineAttribute } from './Unit.tsx';

export function SectionHeading({ children }: { children: ReactNode }) {
  return <h2 className="rb-heading">{children}</h2>;
}

/**
 * A run that takes its direction from its own first letter, isolated from the text around it. Runs without letters
 * ("2013 - 2015", "8.1 / 10") read left to right, so a right-to-left resume does not turn them into "2015 - 2013".
 */
export function Isolated({ children }: { children: string }) {
  return <bdi>{children}</bdi>;
}

export function DateText({ value }: { value: string }) {
  if (value.trim() === '') return null;
  return (
    <div className="rb-date" {...{ [oneLineAttribute]: '' }}>
      <Isolated>{value}</Isolated>
    </div>
  );
}

/** Rich text, sanitised again on render. */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (isBlankHtml(html)) return null;
  const clean = sanitizeHtmlForDisplay(html);
  if (isBlankHtml(clean)) return null;
  return (
    <div
      className={className ? `rb-rich ${className}` : 'rb-rich'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

export function Keywords({ words }: { words: string[] }) {
  const list = words.map((word) => word.trim()).filter((word) => word !== '');
  if (list.length === 0) return null;
  return <p className="rb-keywords">{list.join(', ')}</p>;
}

/** Level 1–5 in the template's style; nothing at 0 or in templates without levels. */
export function Level({ value }: { value: number | undefined }) {
  const { level: kind } = useTemplate();
  const level = Math.min(5, Math.max(0, Math.round(value ?? 0)));
  if (level === 0 || kind === 'none') return null;
  const label = `${level} / 5`;
  if (kind === 'bar') {
    return (
      <div className="rb-level rb-level-bar" role="img" aria-label={label}>
        <span className="rb-level-fill" style={{ width: `${level * 20}%` }} />
      </div>
    );
  }
  return (
    <div className="rb-level rb-level-marks" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((step) => (
        <span key={step} className="rb-level-mark" data-on={step <= level ? '' : undefined} />
      ))}
    </div>
  );
}
