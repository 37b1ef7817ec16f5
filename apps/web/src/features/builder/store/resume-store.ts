import { create } from 'zustand';
import { temporal } from 'zundo';
import { produce, type Draft } from 'immer';
import { foldLanguageEdit, withLanguageText, type ResumeData, type ResumeDto } from '@rb/schema';
import { documentHistory } from '@/lib/document-history';

/** The resume record around the document: what the top bar, sharing and saving need. */
export type ResumeMeta = Omit<ResumeDto, 'data'>;

type ResumeState = {
  meta: ResumeMeta | null;
  data: ResumeData | null;
  /**
   * The language version being edited, `null` for the first (docs/decisions/0017-resume-language-versions.md).
   * Not part of the undo history: choosing a version is not an edit.
   */
  language: string | null;
  /** What the forms show and edit: `data` with the chosen version's text (`data` itself for the first). */
  view: ResumeData | null;
  /** Grows with every load from the server, so listeners can tell a load from an edit. */
  loads: number;
};

const history = documentHistory<ResumeState>();

export const useResumeStore = create<ResumeState>()(
  temporal(
    () => ({ meta: null, data: null, language: null, view: null, loads: 0 }) as ResumeState,
    history.options,
  ),
);

const temporalStore = () => useResumeStore.temporal.getState();

const isEditedVersion = (data: ResumeData | null, language: string | null): language is string =>
  !!data && language !== null && language !== data.metadata.languages[0];

// Keeps `view` following the document and the chosen version through every change, undo and redo included. Only
// `view` is set here, which the history ignores (its equality compares `data`).
useResumeStore.subscribe((state, previous) => {
  if (state.data === previous.data && state.language === previous.language) return;
  const language = state.data?.metadata.languages.includes(state.language as never) ? state.language : null;
  const view =
    state.data && isEditedVersion(state.data, language) ? withLanguageText(state.data, language) : state.data;
  if (view !== state.view || language !== state.language) useResumeStore.setState({ view, language });
});

/** Chooses the language version the forms edit (and the preview shows); `null` for the first. */
export const setEditedLanguage = (language: string | null): void => {
  useResumeStore.setState({ language });
};

/** Loads a resume from the server: the history starts empty (docs/product.md#builder). */
export const loadResume = ({ data, ...meta }: ResumeDto): void => {
  useResumeStore.setState((state) => ({ meta, data, view: data, loads: state.loads + 1 }));
  history.endBurst();
  temporalStore().clear();
};

export const unloadResume = (): void => {
  useResumeStore.setState((state) => ({
    meta: null,
    data: null,
    view: null,
    language: null,
    loads: state.loads + 1,
  }));
  temporalStore().clear();
};

/** Updates the record after a save; never part of the undo history. */
export const setResumeMeta = (patch: Partial<ResumeMeta>): void => {
  const { meta } = useResumeStore.getState();
  if (!meta) return;
  temporalStore().pause();
  useResumeStore.setState({ meta: { ...meta, ...patch } });
  temporalStore().resume();
};

export const isReadOnly = (): boolean => useResumeStore.getState().meta?.locked ?? true;

/**
 * The one way the document changes. `recipe` edits an immer draft; untouched parts keep their identity so
 * only what changed re-renders. Pass `coalesce` (a field path) for typing, so a burst is one undo step.
 * A locked resume is read-only: the edit is ignored.
 */
export const editResume = (recipe: (draft: Draft<ResumeData>) => void, coalesce?: string): void => {
  const { data, view, language } = useResumeStore.getState();
  if (!data || isReadOnly()) return;
  let next: ResumeData;
  if (isEditedVersion(data, language) && view) {
    // A further version: the recipe edits what the forms show, and its text changes go into that version's overlay.
    const edited = produce(view, recipe);
    if (edited === view) return;
    next = foldLanguageEdit(data, edited, language);
  } else next = produce(data, recipe);
  if (next === data) return;
  history.edit(coalesce, () => useResumeStore.setState({ data: next }));
};

/**
 * Puts a merged document (a resolved version conflict) in place of the current one, as one undoable step. It applies
 * even if the other side locked the resume meanwhile: the text must stay on screen, and the server refuses the save.
 */
export const replaceDocument = (data: ResumeData): void => {
  if (!useResumeStore.getState().data) return;
  history.edit(undefined, () => useResumeStore.setState({ data }));
};

export const undo = (): void => {
  if (isReadOnly()) return;
  history.endBurst();
  temporalStore().undo();
};

export const redo = (): void => {
  if (isReadOnly()) return;
  history.endBurst();
  temporalStore().redo();
};

/** Reads the current document or fails loudly: actions only run while a resume is loaded. */
export const currentData = (): ResumeData => {
  const { data } = useResumeStore.getState();
  if (!data) throw new Error('No resume is loaded in the builder.');
  return data;
};
