// The print ahead's scheduling (print-ahead.ts) against a printer that records what it is asked; the printing
// itself is the real Chromium's in instant-downloads.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { PrintAhead, editOf, type AheadPrinter } from './print-ahead.ts';
import type { PrintableResume } from './printer.queries.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recordingPrinter() {
  const loads: string[] = [];
  const printed: { id: string; at: number }[] = [];
  const made = new Set<string>();
  const resumes = new Map<string, PrintableResume>();
  const resumeOf = (id: string) =>
    resumes.get(id) ?? ({ id, userId: `user-${id}`, version: 1, updatedAt: new Date(0) } as PrintableResume);
  const printer: AheadPrinter = {
    ready: () => true,
    spare: () => true,
    load: async (id) => {
      loads.push(id);
      return resumeOf(id);
    },
    isCached: (resume, kind) => made.has(`${resume.id}:${editOf(resume)}:${kind}`),
    render: async (resume, kind) => {
      made.add(`${resume.id}:${editOf(resume)}:${kind}`);
      printed.push({ id: resume.id, at: performance.now() });
      return 'hash';
    },
    log: () => {},
  };
  return { printer, loads, printed, resumes };
}

let ahead: PrintAhead | undefined;
afterEach(() => ahead?.stop());

describe('print ahead scheduling', () => {
  it('prints a resume once its edits rest although other resumes keep being saved', async () => {
    const { printer, printed } = recordingPrinter();
    ahead = new PrintAhead(printer, { delayMs: 200, perUser: 2, total: 200 });
    const started = performance.now();
    ahead.schedule('user-a', 'a');
    // Another editor saves every 20 ms for 800 ms: each save's own rest must not push back the first one's.
    for (let save = 0; save < 40; save += 1) {
      ahead.schedule('user-b', 'b');
      await sleep(20);
    }
    const first = printed.find((entry) => entry.id === 'a');
    expect(first).toBeDefined();
    expect(first!.at - started).toBeLessThan(600);
    expect(printed.some((entry) => entry.id === 'b')).toBe(false);
  });

  it('loads a viewed resume once per edit, not once per view', async () => {
    const { printer, loads, resumes } = recordingPrinter();
    ahead = new PrintAhead(printer, { delayMs: 200 });
    const resume = { id: 'v', userId: 'user-v', version: 3, updatedAt: new Date(1000) } as PrintableResume;
    resumes.set('v', resume);
    ahead.schedule('user-v', 'v', 0, editOf(resume));
    await ahead.settled();
    for (let view = 0; view < 20; view += 1) ahead.schedule('user-v', 'v', 0, editOf(resume));
    await ahead.settled();
    expect(loads).toEqual(['v']);
    // A saved edit is printed ahead again.
    const edited = { ...resume, version: 4, updatedAt: new Date(2000) };
    resumes.set('v', edited);
    ahead.schedule('user-v', 'v', 0, editOf(edited));
    await ahead.settled();
    expect(loads).toEqual(['v', 'v']);
  });
});
