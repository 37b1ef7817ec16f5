import { LoaderCircle } from 'lucide-react';

/** The first paint while the first page's code and the session probe load. Text-free on purpose. */
export const PageFallback = () => (
  <div className="grid min-h-dvh place-items-center" aria-busy>
    <LoaderCircle className="size-6 animate-spin text-muted-foreground" aria-hidden />
  </div>
);
