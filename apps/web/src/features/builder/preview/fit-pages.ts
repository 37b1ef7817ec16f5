import { fitResultSchema, type FitOutcome } from '@rb/schema';
import { artboardWindow, readArtboardMessage, sendToArtboard } from './artboard-channel';

/** Fitting lays the resume out a dozen times; a frame that has not answered by then is gone. */
const FIT_TIMEOUT_MS = 20_000;

/**
 * Asks the preview frame for the settings that fit the shown resume to `pages` sheets. The frame measures in the
 * renderer that prints, so the PDF of the result has that many pages.
 */
export function requestFit(pages: number): Promise<FitOutcome> {
  const frame = artboardWindow();
  return new Promise((resolve, reject) => {
    if (!frame) return reject(new Error('The preview is not open'));
    const done = () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
    };
    const onMessage = (event: MessageEvent) => {
      const message = readArtboardMessage(event, frame) as { type?: unknown; result?: unknown } | null;
      if (message?.type !== 'FIT_RESULT') return;
      done();
      const parsed = fitResultSchema.safeParse(message.result);
      if (parsed.success) resolve(parsed.data);
      else reject(new Error('The preview answered something else'));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('The preview did not answer'));
    }, FIT_TIMEOUT_MS);
    window.addEventListener('message', onMessage);
    sendToArtboard({ type: 'FIT_PAGES', pages }, frame);
  });
}
