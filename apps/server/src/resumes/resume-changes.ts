// Tells this process's memories that a resume was written or removed, so that none of them answers for an edit
// that is gone. Called by the only module that writes resume rows (resumes.queries.ts); other instances keep
// their memories short instead (docs/decisions/0032-downloads-from-a-short-memory.md).
type Listener = (resumeId: string | undefined) => void;

const listeners = new Set<Listener>();

/** `listener` hears the id of every resume written or deleted here, and undefined when all may have changed. */
export function onResumeChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function resumeChanged(resumeId: string | undefined): void {
  for (const listener of listeners) listener(resumeId);
}
