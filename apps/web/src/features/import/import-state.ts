// The import flow of docs/product.md#import-flow as a reducer, so every transition is testable without a browser:
// start (Validate) -> validating -> valid (Import) | invalid (errors, Reset); a new type or file starts over.
import type { ImportMessage, ResumeData, Visibility } from '@rb/schema';
import type { ImportTypeId } from '@rb/formats/types';

export type ImportStep =
  | { step: 'start' }
  | { step: 'validating' }
  | {
      step: 'valid';
      data: ResumeData;
      warnings: ImportMessage[];
      /** Only a v3 file says whether the resume was public; it is sent along with the document. */
      visibility?: Visibility;
      /** Word and PDF: how sure the import is of each field it filled; the review step shows these fields. */
      confidence?: Record<string, number>;
      milliseconds: number;
    }
  | { step: 'invalid'; errors: ImportMessage[] };

/** Why Validate did not run: a field is missing or the file has the wrong extension (already translated). */
export type FieldProblems = { type?: string; file?: string };

export type ImportState = {
  type: ImportTypeId | null;
  file: File | null;
  problems: FieldProblems;
  /** Bumped whenever the file is cleared, so the file input (which React cannot empty) is remounted. */
  fileKey: number;
  result: ImportStep;
};

export type ImportAction =
  | { kind: 'reset' }
  | { kind: 'type'; type: ImportTypeId }
  | { kind: 'file'; file: File | null }
  | { kind: 'problems'; problems: FieldProblems }
  | { kind: 'validating' }
  | {
      kind: 'valid';
      data: ResumeData;
      warnings: ImportMessage[];
      visibility?: Visibility;
      confidence?: Record<string, number>;
      milliseconds: number;
    }
  | { kind: 'invalid'; errors: ImportMessage[] }
  /** The review step: the user corrects one text field of the converted resume before it is saved. */
  | { kind: 'edit'; path: string; value: string };

export const initialImportState: ImportState = {
  type: null,
  file: null,
  problems: {},
  fileKey: 0,
  result: { step: 'start' },
};

const start: ImportStep = { step: 'start' };

export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.kind) {
    case 'reset':
      return { ...initialImportState, fileKey: state.fileKey + 1 };
    case 'type':
      // docs/product.md#import-flow: changing the type clears the file and the result (the file was chosen for the old type).
      if (action.type === state.type) return state;
      return { type: action.type, file: null, problems: {}, fileKey: state.fileKey + 1, result: start };
    case 'file':
      // A result belongs to the file it was made from.
      return { ...state, file: action.file, problems: { ...state.problems, file: undefined }, result: start };
    case 'problems':
      return { ...state, problems: action.problems, result: start };
    case 'validating':
      return { ...state, problems: {}, result: { step: 'validating' } };
    case 'valid':
      return {
        ...state,
        result: {
          step: 'valid',
          data: action.data,
          warnings: action.warnings,
          ...(action.visibility ? { visibility: action.visibility } : {}),
          ...(action.confidence ? { confidence: action.confidence } : {}),
          milliseconds: action.milliseconds,
        },
      };
    case 'invalid':
      return { ...state, result: { step: 'invalid', errors: action.errors } };
    case 'edit':
      if (state.result.step !== 'valid') return state;
      return {
        ...state,
        result: { ...state.result, data: withText(state.result.data, action.path, action.value) },
      };
  }
}

/** A copy of the document with the text at a dotted path (`sections.experience.items.0.company`) replaced. */
export function withText(data: ResumeData, path: string, value: string): ResumeData {
  const copy = structuredClone(data);
  const keys = path.split('.');
  let node: unknown = copy;
  for (const key of keys.slice(0, -1)) node = (node as Record<string, unknown> | undefined)?.[key];
  const last = keys.at(-1)!;
  if (node && typeof node === 'object' && typeof (node as Record<string, unknown>)[last] === 'string')
    (node as Record<string, unknown>)[last] = value;
  return copy;
}

/** The text at a dotted path of the document, or '' when there is none. */
export function textAt(data: ResumeData, path: string): string {
  let node: unknown = data;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return typeof node === 'string' ? node : '';
}
