import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createSampleResumeData } from '@rb/schema';
import { App, routeOf } from './App.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const send = (data: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });

describe('routes', () => {
  it('maps the artboard paths to their views', () => {
    expect(routeOf('/artboard/builder')).toBe('builder');
    expect(routeOf('/artboard/print/')).toBe('print');
    expect(routeOf('/artboard/preview')).toBe('preview');
    expect(routeOf('/artboard/')).toBe('preview');
  });
});

describe('receiving a resume', () => {
  it('renders the sheets of a document sent by the same origin', async () => {
    act(() => root.render(<App route="preview" />));
    expect(container.textContent).toContain('Waiting for the resume');
    await send({ type: 'SET_RESUME', data: createSampleResumeData() });
    expect(container.querySelectorAll('[data-rb-sheet]').length).toBeGreaterThan(0);
    expect(container.querySelector('[data-rb-sheet]')?.textContent).toContain('Ilse Varga-Moreno');
  });

  it('ignores a document sent by another origin', async () => {
    act(() => root.render(<App route="preview" />));
    await send({ type: 'SET_RESUME', data: createSampleResumeData() }, 'https://elsewhere.example');
    expect(container.querySelector('[data-rb-sheet]')).toBeNull();
    expect(container.textContent).toContain('Waiting for the resume');
  });

  it('shows a readable error panel for an invalid document, never a blank page', async () => {
    act(() => root.render(<App route="builder" />));
    const data = createSampleResumeData();
    (data.basics as { email: string }).email = 'not an email';
    await send({ type: 'SET_RESUME', data });
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'basics.email: enter a valid email',
    );
    expect(container.querySelector('[data-rb-sheet]')).toBeNull();
  });

  it('accepts a document from the printer through window.__setResume and reports problems', async () => {
    act(() => root.render(<App route="print" />));
    let result: unknown;
    await act(async () => {
      result = window.__setResume!({ basics: 'nope' });
    });
    expect(result).toMatchObject({ ok: false });
    expect((result as { problems: string[] }).problems.join('\n')).toMatch(/basics/);
    await act(async () => {
      result = window.__setResume!(createSampleResumeData());
    });
    expect(result).toEqual({ ok: true });
    expect(container.querySelector('style')?.textContent).toContain(
      '@page { size: 210mm 297mm; margin: 0; }',
    );
    expect(container.querySelectorAll('[data-rb-sheet]').length).toBeGreaterThan(0);
  });
});
