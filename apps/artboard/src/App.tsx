import { BuilderView } from './routes/Builder.tsx';
import { PreviewView } from './routes/Preview.tsx';
import { PrintView } from './routes/Print.tsx';
import { ErrorPanel, WaitingPanel } from './layout/Panels.tsx';
import { RenderBoundary } from './layout/RenderBoundary.tsx';
import { useResumeSource } from './source/resume-source.ts';

export type Route = 'builder' | 'preview' | 'print';

/** `/artboard/<route>`; anything else is the preview. */
export function routeOf(pathname: string): Route {
  const last = pathname.replace(/\/+$/, '').split('/').at(-1);
  return last === 'builder' || last === 'print' ? last : 'preview';
}

export function App({ route }: { route: Route }) {
  const state = useResumeSource();
  if (state.status === 'waiting') return route === 'print' ? null : <WaitingPanel />;
  if (state.status === 'invalid') return <ErrorPanel problems={state.problems} />;
  const View = route === 'builder' ? BuilderView : route === 'print' ? PrintView : PreviewView;
  return (
    <RenderBoundary version={state.version}>
      <View resume={state.resume} version={state.version} />
    </RenderBoundary>
  );
}
