import { createId } from '@rb/schema';

/** What foreign formats put in a text field: a string, or nothing in one of several ways. */
export type Maybe = string | null | undefined;

export const str = (value: Maybe): string => (value ?? '').trim();

/** A list of words (keywords, highlights) without the blank ones. */
export const words = (values: Maybe[] | null | undefined): string[] =>
  (values ?? []).map(str).filter(Boolean);

/** The fields every new item starts with: a fresh cuid2 id, shown. */
export const newItem = () => ({ id: createId(), visible: true });

/** Address parts as the one-line location of a resume. */
export const joinParts = (parts: Maybe[]): string => parts.map(str).filter(Boolean).join(', ');
