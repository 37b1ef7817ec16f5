import { cn } from '@/lib/utils';
import { productName } from '@/lib/product';

/** The product mark: a page with a folded corner and two lines of text. */
export const LogoMark = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8', className)}>
    <rect width="32" height="32" rx="8" className="fill-foreground" />
    <path
      d="M10 8h8l4 4v12H10z"
      fill="none"
      strokeWidth="2"
      strokeLinejoin="round"
      className="stroke-background"
    />
    <path d="M13 15h6M13 19h4" strokeWidth="2" strokeLinecap="round" className="stroke-background" />
  </svg>
);

export const Logo = ({ className, showName = true }: { className?: string; showName?: boolean }) => (
  <span className={cn('inline-flex items-center gap-2.5', className)}>
    <LogoMark />
    {showName ? (
      <span className="text-base font-semibold tracking-tight">{productName}</span>
    ) : (
      <span className="sr-only">{productName}</span>
    )}
  </span>
);
