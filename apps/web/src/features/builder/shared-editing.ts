// What the cover letter editor (features/letters) edits with, the builder's own parts rather than copies: the saver
// with its debounce, retries and version rule, the rich-text field, the public link and share links of the Sharing
// panel, and the History panel with its preview bar. The rest stays the builder's.
export { Autosaver, type SaveStatus, type SettledStatus } from './autosave/autosaver';
export { DocumentHistory, type HistorySource } from './history/history-panel';
export { createSnapshotPreview } from './history/snapshot-preview';
export { SnapshotPreviewBar } from './history/snapshot-preview-bar';
export { RichTextEditor } from './rich-text/lazy-rich-text-editor';
export { PublicLinkField, PublicSwitch } from './right/public-link-field';
export { ShareLinks } from './right/share-links';
export { copyText } from './shared/export-actions';
