import type { ReactNode } from 'react';

export const AuthHeading = ({ title, description }: { title: ReactNode; description?: ReactNode }) => (
  <div className="mb-8 space-y-2">
    <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
    {description && <p className="text-sm text-muted-foreground">{description}</p>}
  </div>
);

export const textLinkClassName = 'font-medium text-foreground underline-offset-4 hover:underline';
