// PGlite is PostgreSQL inside one process: a second process opening the same directory (a second server, a
// backup or restore while the server runs) would corrupt it. `DATA_DIR/pglite.pid` names the process that has
// it open; a file left by a process that no longer runs (kill -9, a crash) is taken over
// (docs/decisions/0016-faults-backups-and-data-export.md).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class PgliteInUseError extends Error {}

export const pgliteLockFile = (dataDir: string) => path.join(dataDir, 'pglite.pid');

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The id of another running process that holds the PGlite directory, if any. */
export function pgliteHolder(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(pgliteLockFile(dataDir), 'utf8').trim());
  } catch {
    return undefined;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid) ? pid : undefined;
}

/** Takes the directory for this process, or throws PgliteInUseError; answers the function that gives it back. */
export function lockPgliteDirectory(dataDir: string): () => void {
  const holder = pgliteHolder(dataDir);
  if (holder !== undefined)
    throw new PgliteInUseError(
      `The PGlite database in ${dataDir} is open in process ${holder}; stop that process first`,
    );
  const file = pgliteLockFile(dataDir);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    } catch {
      // Already gone.
    }
  };
}
