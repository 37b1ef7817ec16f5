import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** One part of the settings page: a heading with its explanation beside (or above) the controls. */
export const SettingsSection = ({
  id,
  title,
  description,
  children,
  tone = 'default',
}: {
  id: string;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) => (
  <section
    id={id}
    aria-labelledby={`${id}-title`}
    className="grid gap-x-10 gap-y-4 border-b py-8 first:pt-0 last:border-b-0 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]"
  >
    <div className="space-y-1">
      <h2
        id={`${id}-title`}
        className={cn('text-base font-semibold tracking-tight', tone === 'danger' && 'text-destructive')}
      >
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
    <div className="min-w-0 max-w-xl">{children}</div>
  </section>
);
