import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createSampleResumeData } from '@rb/schema';
import { App, routeOf } from './App.tsx';
import { wordsFor } from './layout/messages.ts';
import type * as Templates from '@rb/templates';

// A template that throws for one name, standing in for any document that passes the schema but breaks a template.
vi.mock('@rb/templates', async (importOriginal) => {
  const actual = await importOriginal<typeof Templates>();
  const explode = (resume: { basics: { name: string } }) => {
    if (resume.basics.name === 'Explode') throw new Error('template exploded');
  };
  return {
    ...actual,
    MeasureSheets: (props: Parameters<typeof actual.MeasureSheets>[0]) => {
      explode(props.resume);
      return actual.MeasureSheets(props);
    },
  };
});

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
  localStorage.clear();
  vi.restoreAllMocks();
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

describe('a document that breaks a template', () => {
  it('shows the error panel, flags the failure for the printer and tells the parent, then recovers', async () => {
    const posted: unknown[] = [];
    vi.spyOn(window, 'parent', 'get').mockReturnValue({
      postMessage: (message: unknown) => posted.push(message),
    } as unknown as Window);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const events: string[] = [];
    const onError = (event: Event) => events.push((event as CustomEvent<{ message: string }>).detail.message);
    window.addEventListener('artboard:error', onError);
    act(() => root.render(<App route="print" />));
    const broken = createSampleResumeData();
    broken.basics.name = 'Explode';
    let result: unknown;
    await act(async () => {
      result = window.__setResume!(broken);
    });
    window.removeEventListener('artboard:error', onError);
    // The schema accepted it: the failure is the template's.
    expect(result).toEqual({ ok: true });
    const panel = container.querySelector('[role="alert"]')!;
    expect(panel.textContent).toContain('This resume could not be drawn');
    expect(panel.textContent).toContain('template exploded');
    expect(container.querySelector('[data-rb-sheet]')).toBeNull();
    expect(window.__ARTBOARD_ERROR__).toBe('template exploded');
    expect(window.__ARTBOARD_READY__).toBe(false);
    expect(events).toEqual(['template exploded']);
    expect(posted).toContainEqual({ type: 'RENDER_ERROR', message: 'template exploded' });

    await act(async () => {
      result = window.__setResume!(createSampleResumeData());
    });
    expect(window.__ARTBOARD_ERROR__).toBeUndefined();
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.querySelectorAll('[data-rb-sheet]').length).toBeGreaterThan(0);
  });
});

describe("the artboard's own words", () => {
  it('follow the interface language the person chose in the app, else English', async () => {
    localStorage.setItem('locale', 'de-DE');
    act(() => root.render(<App route="builder" />));
    expect(container.textContent).toBe('Warte auf den Lebenslauf…');
    const data = createSampleResumeData();
    (data.basics as { email: string }).email = 'not an email';
    await send({ type: 'SET_RESUME', data });
    const panel = container.querySelector('[role="alert"]')!;
    expect(panel.getAttribute('lang')).toBe('de-DE');
    expect(panel.querySelector('h1')?.textContent).toBe('Dieser Lebenslauf kann nicht angezeigt werden');
    expect(panel.textContent).toContain('basics.email');
  });

  it('are right to left for Arabic and Hebrew, and Traditional for Taiwanese Chinese', () => {
    localStorage.setItem('locale', 'ar-SA');
    act(() => root.render(<App route="preview" />));
    const waiting = container.querySelector('[role="status"]')!;
    expect(waiting.getAttribute('dir')).toBe('rtl');
    expect(waiting.textContent).toBe(wordsFor('ar').words.waiting);
    expect(wordsFor('zh-TW').words.invalidTitle).toBe('無法顯示此履歷');
    expect(wordsFor('zh-CN').words.invalidTitle).toBe('无法显示此简历');
    expect(wordsFor('pt-PT').words.waiting).toBe('A aguardar o currículo…');
    expect(wordsFor('pt-BR').words.waiting).toBe('Aguardando o currículo…');
    expect(wordsFor('fi-FI').lang).toBe('fi-FI');
    expect(wordsFor('fa-IR').words.waiting).toBe('در انتظار رزومه…');
    expect(wordsFor('xx-YY').lang).toBe('en-US');
  });
});
