/**
 * Where the artboard's resume comes from: a SET_RESUME message from a window of the same origin (the builder or
 * the public page), or `window.__setResume(data)` called by the printer. Nothing is read from storage.
 */
import { useEffect, useState } from 'react';
import { resumeDataSchema, type ArtboardMessage, type ResumeData } from '@rb/schema';
import type { FitResult } from '@rb/templates';
import { fitResume } from '../fit/fit-resume.tsx';

export type ResumeState =
  | { status: 'waiting' }
  | { status: 'ready'; resume: ResumeData; version: number }
  | { status: 'invalid'; problems: string[] };

declare global {
  interface Window {
    /** The printer hands the document over with this; returns the problems when it is invalid. */
    __setResume?: (data: unknown) => { ok: true } | { ok: false; problems: string[] };
    /** True once the current document's sheets are laid out with their fonts and pictures. */
    __ARTBOARD_READY__?: boolean;
    /** Set when the current document failed to render: its sheets will never be ready. */
    __ARTBOARD_ERROR__?: string;
    /** The printer fits a document to a number of sheets with this (`POST /api/resume/:id/fit`). */
    __fitResume?: (data: unknown, pages: number) => Promise<FitResult | { problems: string[] }>;
  }
}

/** Readable lines for each problem of an invalid document: "basics.email: enter a valid email". */
export function describeProblems(data: unknown): string[] {
  const result = resumeDataSchema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.slice(0, 20).map((issue) => {
    const path = issue.path.join('.');
    return path === '' ? issue.message : `${path}: ${issue.message}`;
  });
}

export function postToParent(message: ArtboardMessage): void {
  if (window.parent === window) return;
  window.parent.postMessage(message, window.location.origin);
}

let version = 0;

export function useResumeSource(): ResumeState {
  const [state, setState] = useState<ResumeState>({ status: 'waiting' });

  useEffect(() => {
    const accept = (data: unknown) => {
      const result = resumeDataSchema.safeParse(data);
      if (!result.success) {
        const problems = describeProblems(data);
        setState({ status: 'invalid', problems });
        postToParent({ type: 'RENDER_ERROR', message: problems.join('\n') });
        return { ok: false as const, problems };
      }
      version += 1;
      window.__ARTBOARD_READY__ = false;
      window.__ARTBOARD_ERROR__ = undefined;
      setState({ status: 'ready', resume: result.data, version });
      return { ok: true as const };
    };

    const onMessage = (event: MessageEvent) => {
      // Only the app itself may hand over a document.
      if (event.origin !== window.location.origin) return;
      const message = event.data as { type?: unknown; data?: unknown } | null;
      if (message?.type === 'SET_RESUME') accept(message.data);
    };

    window.__setResume = accept;
    window.__fitResume = async (data, pages) => {
      const result = resumeDataSchema.safeParse(data);
      if (!result.success) return { problems: describeProblems(data) };
      return fitResume(result.data, pages, document.documentElement.lang || undefined);
    };
    window.addEventListener('message', onMessage);
    postToParent({ type: 'ARTBOARD_READY' });
    return () => {
      window.removeEventListener('message', onMessage);
      delete window.__setResume;
      delete window.__fitResume;
    };
  }, []);

  return state;
}
