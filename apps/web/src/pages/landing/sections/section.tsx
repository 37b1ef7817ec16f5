import type { ReactNode } from 'react';

/** One titled band of the landing page, labelled by its heading. */
export const Section = ({
  id,
  title,
  description,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) => (
  <section aria-labelledby={id} className={className ?? 'mx-auto max-w-6xl px-4 py-20 sm:px-6'}>
    <div className="mb-10 max-w-2xl">
      <h2 id={id} className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {title}
      </h2>
      {description && <p className="mt-2 text-muted-foreground">{description}</p>}
    </div>
    {children}
  </section>
);
