import type { ArtboardMessage, ResumeData } from '@rb/schema';

/** The builder's preview frame; set while it is mounted. */
let frame: Window | null = null;

export const setArtboardWindow = (target: Window | null): void => {
  frame = target;
};

export const artboardWindow = (): Window | null => frame;

/** Sends a message to the preview frame; it only accepts messages from this origin. */
export const sendToArtboard = (message: ArtboardMessage, target: Window | null = frame): void => {
  target?.postMessage(message, window.location.origin);
};

export const sendResume = (data: ResumeData, target: Window | null = frame): void =>
  sendToArtboard({ type: 'SET_RESUME', data }, target);

/** Reads our own messages from a frame; anything else (extensions, other origins) is ignored. */
export const readArtboardMessage = (event: MessageEvent, from: Window | null): { type?: unknown } | null => {
  if (event.origin !== window.location.origin || !from || event.source !== from) return null;
  return event.data && typeof event.data === 'object' ? (event.data as { type?: unknown }) : null;
};
