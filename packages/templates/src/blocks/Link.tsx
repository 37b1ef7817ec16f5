import type { ReactNode } from 'react';
import type { Url } from '@rb/schema';
import { ContactIcon } from './Icon.tsx';

const allowed = /^(?:https?:|mailto:|tel:)/i;

/** The href a resume may link to, or '' (the schema checks on save; this guards documents from elsewhere). */
export function safeHref(href: string): string {
  const value = href.trim();
  return allowed.test(value) ? value : '';
}

import { readableHref } from './href.ts';

export { readableHref };

type LinkProps = { href: string; children: ReactNode; className?: string };

export function Link({ href, children, className }: LinkProps) {
  const target = safeHref(href);
  if (target === '') return <span className={className}>{children}</span>;
  const external = /^https?:/i.test(target);
  return (
    <a
      className={className ? `rb-link ${className}` : 'rb-link'}
      href={target}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
    >
      {children}
    </a>
  );
}

/** A `{label, href}` link: the label, or the readable address; nothing when both are empty. */
export function UrlLink({ url, icon = false, className }: { url: Url; icon?: boolean; className?: string }) {
  const href = safeHref(url.href);
  const label = url.label.trim() || readableHref(href);
  if (label === '') return null;
  return (
    <span className={className ? `rb-url ${className}` : 'rb-url'}>
      {icon && <ContactIcon kind="link" />}
      <Link href={href}>{label}</Link>
    </span>
  );
}
