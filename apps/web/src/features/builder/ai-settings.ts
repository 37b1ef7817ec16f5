// What the settings page needs of the AI help: where its key, address and model are kept, and how they are read.
// The rest of `ai/` stays the builder's own (docs/code-style.md#web-features).
export { aiDefaults, aiStorageKeys, readAiSettings, type AiSettings } from './ai/openai';
