/**
 * Messages between the builder (parent window) and the artboard iframe, sent with postMessage.
 * Page options such as break lines and page numbers travel inside the document's metadata.
 */
import { z } from 'zod';
import { resumeDataSchema } from './resume/resume-data.ts';
import { fitPages } from './constants/page.ts';

const fitSettingsSchema = z.object({
  fontSize: z.number(),
  lineHeight: z.number(),
  margin: z.number(),
  spacing: z.number(),
});

/** The outcome of fitting a resume to a number of sheets (see `fitToPages` in the templates). */
export const fitResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    pages: z.number(),
    before: z.number(),
    settings: fitSettingsSchema,
    changed: z.boolean(),
  }),
  /** Even the smallest readable settings need `pages` sheets; `over` is how much runs past the asked ones. */
  z.object({ ok: z.literal(false), pages: z.number(), before: z.number(), over: z.number() }),
]);
export type FitOutcome = z.infer<typeof fitResultSchema>;

export const artboardMessageSchema = z.discriminatedUnion('type', [
  /** Parent → artboard: render this document. */
  z.object({ type: z.literal('SET_RESUME'), data: resumeDataSchema }),
  /** Artboard → parent: the sheets are laid out; size of one sheet in CSS px. */
  z.object({ type: z.literal('PAGE_LOADED'), width: z.number().positive(), height: z.number().positive() }),
  z.object({ type: z.literal('ZOOM_IN') }),
  z.object({ type: z.literal('ZOOM_OUT') }),
  z.object({ type: z.literal('RESET_VIEW') }),
  z.object({ type: z.literal('CENTER_VIEW') }),
  /** Artboard → parent: listening, send SET_RESUME now. */
  z.object({ type: z.literal('ARTBOARD_READY') }),
  /** Artboard → parent: the document could not be rendered. */
  z.object({ type: z.literal('RENDER_ERROR'), message: z.string() }),
  /** Parent → artboard: find the settings that fit the shown document to this many sheets. */
  z.object({ type: z.literal('FIT_PAGES'), pages: z.number().int().min(fitPages.min).max(fitPages.max) }),
  /**
   * Artboard → parent: the shown document's sheets, once they are laid out with their fonts; `lastFill` is how
   * full the last one is (0..1, its fullest column), so the builder can say why a resume runs to another page.
   */
  z.object({
    type: z.literal('LAYOUT'),
    sheets: z.number().int().positive(),
    lastFill: z.number().min(0).max(1),
  }),
  /** Artboard → parent: what fitting found; the parent applies the settings as one edit. */
  z.object({ type: z.literal('FIT_RESULT'), result: fitResultSchema }),
]);

export type ArtboardMessage = z.infer<typeof artboardMessageSchema>;
export type ArtboardMessageType = ArtboardMessage['type'];

/** Reads a postMessage payload; anything that is not one of our messages gives null. */
export const parseArtboardMessage = (value: unknown): ArtboardMessage | null => {
  const result = artboardMessageSchema.safeParse(value);
  return result.success ? result.data : null;
};
