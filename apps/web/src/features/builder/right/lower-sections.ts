// The right panel's sections below its first screen, as one chunk: right-panel.tsx loads it once the panel is on
// screen (docs/decisions/0023-first-paint-javascript-and-deferred-panels.md).
export { SharingSection } from './sharing-section';
export { StatisticsSection } from './statistics-section';
export { ExportSection } from './export-section';
export { ReadbackSection } from './readback-section';
export { HistorySection } from '../history/history-section';
export { NotesSection } from './notes-section';
export { InformationSection } from './information-section';
