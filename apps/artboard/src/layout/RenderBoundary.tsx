import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RenderFailedPanel } from './Panels.tsx';
import { postToParent } from '../source/resume-source.ts';

/** Name of the event dispatched on `window` when a document failed to render (the printer listens for it). */
export const renderErrorEvent = 'artboard:error';

/** Says, to whoever waits for the sheets, that they will not come: the builder, the public page, the printer. */
export function reportRenderError(message: string): void {
  window.__ARTBOARD_ERROR__ = message;
  postToParent({ type: 'RENDER_ERROR', message });
  window.dispatchEvent(new CustomEvent(renderErrorEvent, { detail: { message } }));
}

type Props = { version: number; children: ReactNode };
type State = { message: string | null; version: number };

/**
 * A document that passes the schema may still make a template throw. Without this, React would unmount the whole
 * page (a blank frame) and the printer would wait for a ready signal until its deadline. The next document (a new
 * version) gets a fresh try; the view is not remounted for it, so the builder keeps its zoom and position.
 */
export class RenderBoundary extends Component<Props, State> {
  constructor(props: Props) {
    super(props);
    this.state = { message: null, version: props.version };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.version === state.version ? null : { message: null, version: props.version };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { message: error instanceof Error ? error.message || error.name : String(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const message = error instanceof Error ? error.message || error.name : String(error);
    reportRenderError(message);
    console.error('The resume could not be rendered', error, info.componentStack);
  }

  override render() {
    if (this.state.message !== null) return <RenderFailedPanel message={this.state.message} />;
    return this.props.children;
  }
}
