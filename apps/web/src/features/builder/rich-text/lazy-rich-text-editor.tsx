import { lazy, Suspense, type ComponentProps } from 'react';
import { richEditorHeight } from '@rb/schema';
import { Skeleton } from '@/components/ui/skeleton';

// The editor (TipTap and ProseMirror) is the largest part of the builder: it loads beside the shell, not before it.
const Editor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

export const RichTextEditor = (props: ComponentProps<typeof Editor>) => (
  <Suspense
    fallback={<Skeleton className="w-full rounded-md" style={{ height: richEditorHeight.min + 36 }} />}
  >
    <Editor {...props} />
  </Suspense>
);
