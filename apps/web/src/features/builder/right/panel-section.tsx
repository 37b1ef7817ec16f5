import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

export const rightAnchor = (id: string) => `builder-setting-${id}`;

/** One block of the right panel with its heading. */
export const PanelSection = ({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: ReactNode;
  children: ReactNode;
}) => (
  <section id={rightAnchor(id)} aria-labelledby={`${rightAnchor(id)}-title`} className="flex flex-col gap-4">
    <div className="flex items-center gap-2">
      <Icon className="size-4 text-muted-foreground" aria-hidden />
      <h2 id={`${rightAnchor(id)}-title`} className="text-base font-semibold">
        {title}
      </h2>
    </div>
    {children}
  </section>
);
