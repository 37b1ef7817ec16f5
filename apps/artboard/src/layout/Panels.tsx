/** Shown instead of the sheets when the document cannot be rendered: never a blank page. */
export function ErrorPanel({ problems }: { problems: string[] }) {
  return (
    <div className="ab-panel" role="alert">
      <h1>This resume cannot be shown</h1>
      <p>The document is not a valid resume. Fix these fields and try again:</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

export function WaitingPanel() {
  return (
    <div className="ab-panel ab-waiting" role="status">
      Waiting for the resume…
    </div>
  );
}
