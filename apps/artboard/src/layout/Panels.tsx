import { isRtl } from '@rb/i18n/locale';
import { artboardWords } from './messages.ts';

function Panel({
  role,
  className,
  children,
}: {
  role: 'alert' | 'status';
  className?: string;
  children: React.ReactNode;
}) {
  const { lang } = artboardWords();
  return (
    <div
      className={className ? `ab-panel ${className}` : 'ab-panel'}
      role={role}
      lang={lang}
      dir={isRtl(lang) ? 'rtl' : 'ltr'}
    >
      {children}
    </div>
  );
}

/** Shown instead of the sheets when the document is not a valid resume: never a blank page. */
export function ErrorPanel({ problems }: { problems: string[] }) {
  const { words } = artboardWords();
  return (
    <Panel role="alert">
      <h1>{words.invalidTitle}</h1>
      <p>{words.invalidIntro}</p>
      <ul dir="ltr">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Panel>
  );
}

/** Shown when a valid document failed while its sheets were drawn. */
export function RenderFailedPanel({ message }: { message: string }) {
  const { words } = artboardWords();
  return (
    <Panel role="alert">
      <h1>{words.failedTitle}</h1>
      <p>{words.failedIntro}</p>
      <pre className="ab-panel-detail" dir="ltr">
        {message}
      </pre>
    </Panel>
  );
}

export function WaitingPanel() {
  return (
    <Panel role="status" className="ab-waiting">
      {artboardWords().words.waiting}
    </Panel>
  );
}
