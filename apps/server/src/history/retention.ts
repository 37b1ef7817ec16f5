// Which snapshots a resume keeps: the last 100, and beyond those the newest of each UTC day for 90 days
// (docs/decisions/0009-resume-history.md). A pure function, so the rule is tested without a database.
export const keepLatest = 100;
export const keepDailyForDays = 90;
const dayMs = 24 * 60 * 60 * 1000;

/** The ids to delete from `snapshots` (any order) at `now`. */
export function snapshotsToPrune(snapshots: { id: string; createdAt: Date }[], now: Date): string[] {
  const newestFirst = [...snapshots].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
  );
  const oldestDaily = now.getTime() - keepDailyForDays * dayMs;
  const daysSeen = new Set<string>();
  const prune: string[] = [];
  newestFirst.forEach((snapshot, index) => {
    const day = snapshot.createdAt.toISOString().slice(0, 10);
    const newestOfItsDay = !daysSeen.has(day);
    daysSeen.add(day);
    if (index < keepLatest) return;
    if (newestOfItsDay && snapshot.createdAt.getTime() >= oldestDaily) return;
    prune.push(snapshot.id);
  });
  return prune;
}
