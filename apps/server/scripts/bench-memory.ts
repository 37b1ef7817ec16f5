// The memory part of `npm run bench:print -- --memory` (docs/decisions/0014-instant-downloads.md): the resident
// memory of the server (this process) and of Chromium (the browser and every process under it: renderers, GPU,
// utilities, read from /proc) idle, and after a number of prints of distinct documents, each a new file. Chromium's
// processes share much of their memory (the binary, the zygote's pages), so the sum of their RSS counts it once per
// process; PSS, which divides each shared page among its users, is printed beside it as the truer total.
import { readdirSync, readFileSync } from 'node:fs';
import { createId, createSampleResumeData, type ResumeData } from '@rb/schema';
import type { PrintableResume } from '../src/printer/printer.queries.ts';
import type { PrinterService } from '../src/printer/printer.service.ts';

/** A field of a /proc file in kB, as bytes; 0 for a process that is gone. */
const procBytes = (file: string, field: string): number => {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(file, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
};

interface Resident {
  rss: number;
  pss: number;
}

const residentOf = (pid: number): Resident => ({
  rss: procBytes(`/proc/${pid}/status`, 'VmRSS'),
  pss: procBytes(`/proc/${pid}/smaps_rollup`, 'Pss'),
});

/** The resident memory of a process and all its descendants, and how many processes that is. */
export function treeResident(root: number): Resident & { processes: number } {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The parent is the 2nd field after the command, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  const total = { rss: 0, pss: 0, processes: 0 };
  const walk = (pid: number) => {
    const { rss, pss } = residentOf(pid);
    total.rss += rss;
    total.pss += pss;
    total.processes += 1;
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return total;
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * The `n`th document: the sample with its own headline, its own words in the first experience entry and one to
 * six experience entries, so each print lays out and writes a different PDF (one to two sheets).
 */
export function distinctDocument(n: number): ResumeData {
  const data = createSampleResumeData();
  data.basics.headline = `Print ${n}: ${createId()}`;
  const [first] = data.sections.experience.items;
  data.sections.experience.items = Array.from({ length: 1 + (n % 6) }, (_, index) => ({
    ...first!,
    id: createId(),
    company: `Company ${n}-${index + 1}`,
  }));
  return data;
}

interface Snapshot {
  server: Resident & { heap: number };
  chromium: Resident & { processes: number };
  /** The browser had just been recycled: this reading is of its successor, started for it. */
  fresh: boolean;
}

/** The server's and Chromium's memory now; Chromium's browser is asked for each time, as recycling replaces it. */
async function snapshot(printer: PrinterService, { launch = true } = {}): Promise<Snapshot> {
  const fresh = launch && !printer.browser.running;
  if (fresh) await printer.browser.warm();
  const pid = await printer.browser.browserPid();
  return {
    server: { ...residentOf(process.pid), heap: process.memoryUsage().heapUsed },
    chromium: pid ? treeResident(pid) : { rss: 0, pss: 0, processes: 0 },
    fresh,
  };
}

/** How often the highest readings are looked for between the reported ones. */
const sampleEvery = 20;

/** Prints distinct documents of `resume` up to each target count and reports memory idle and at each target. */
export async function memoryAfterPrints(
  printer: PrinterService,
  resume: PrintableResume,
  targets: number[],
): Promise<void> {
  const line = (label: string, { server, chromium, fresh }: Snapshot) =>
    console.log(
      `${label.padEnd(20)} server RSS ${mb(server.rss).padStart(7)} (JS heap ${mb(server.heap)}) | ` +
        `Chromium RSS ${mb(chromium.rss).padStart(7)}, PSS ${mb(chromium.pss).padStart(7)} ` +
        `(${chromium.processes} processes) | RSS together ${mb(server.rss + chromium.rss)}` +
        (fresh ? ' (Chromium just recycled: a fresh browser)' : ''),
    );
  const peak = { server: 0, rss: 0, pss: 0 };
  const note = ({ server, chromium }: Snapshot) => {
    peak.server = Math.max(peak.server, server.rss);
    peak.rss = Math.max(peak.rss, chromium.rss);
    peak.pss = Math.max(peak.pss, chromium.pss);
  };
  const launches = printer.browser.launches;
  const replaced = printer.browser.pagesReplaced;
  console.log('\nResident memory (Chromium: the browser and all its processes):');
  line('idle, pool warm', await snapshot(printer));
  let printed = 0;
  for (const target of targets) {
    for (; printed < target; printed += 1) {
      // One in ten is the first-page image, as a builder's thumbnail would ask.
      const kind = printed % 10 === 9 ? 'webp' : 'pdf';
      await printer.render({ ...resume, title: `Memory ${printed}`, data: distinctDocument(printed) }, kind);
      if (printed % sampleEvery === 0) note(await snapshot(printer, { launch: false }));
    }
    const reading = await snapshot(printer);
    note(reading);
    line(`after ${target} prints`, reading);
  }
  console.log(
    `Highest seen (every ${sampleEvery} prints): server RSS ${mb(peak.server)}, Chromium RSS ${mb(peak.rss)}, ` +
      `PSS ${mb(peak.pss)}`,
  );
  console.log(
    `Browsers launched (recycled every 500 jobs): ${printer.browser.launches - launches}; ` +
      `print pages replaced because their heap grew: ${printer.browser.pagesReplaced - replaced}`,
  );
}
