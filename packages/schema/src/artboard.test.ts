import { describe, expect, it } from 'vitest';
import { artboardMessageSchema, parseArtboardMessage } from './artboard.ts';
import { sampleResumeData } from './sample.ts';

describe('artboard messages', () => {
  it.each([
    { type: 'ZOOM_IN' },
    { type: 'ZOOM_OUT' },
    { type: 'RESET_VIEW' },
    { type: 'CENTER_VIEW' },
    { type: 'ARTBOARD_READY' },
    { type: 'PAGE_LOADED', width: 794, height: 1123 },
    { type: 'RENDER_ERROR', message: 'boom' },
  ])('reads %j', (message) => {
    expect(parseArtboardMessage(message)).toEqual(message);
  });

  it('carries a whole document and fills its defaults', () => {
    const parsed = parseArtboardMessage({ type: 'SET_RESUME', data: sampleResumeData });
    expect(parsed).toEqual({ type: 'SET_RESUME', data: sampleResumeData });
    const filled = parseArtboardMessage({ type: 'SET_RESUME', data: {} });
    expect(filled?.type === 'SET_RESUME' && filled.data.metadata.template).toBe('rhyhorn');
  });

  it.each([
    null,
    'ZOOM_IN',
    {},
    { type: 'DELETE_EVERYTHING' },
    { type: 'PAGE_LOADED', width: 0, height: 10 },
    { type: 'RENDER_ERROR' },
    { type: 'SET_RESUME', data: { metadata: { template: 'nope' } } },
    { source: 'react-devtools-bridge', payload: {} },
  ])('ignores %j', (message) => {
    expect(parseArtboardMessage(message)).toBeNull();
    expect(artboardMessageSchema.safeParse(message).success).toBe(false);
  });
});
