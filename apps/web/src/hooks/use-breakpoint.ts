import { useSyncExternalStore } from 'react';
import { breakpoints } from '@rb/schema';

// The stylesheet's @theme block repeats these for Tailwind; a test keeps the two in step.
export type Breakpoint = keyof typeof breakpoints;

const names = Object.keys(breakpoints).reverse() as Breakpoint[];

const current = (): Breakpoint => {
  const width = typeof window === 'undefined' ? breakpoints.lg : window.innerWidth;
  return names.find((name) => width >= breakpoints[name]) ?? 'xs';
};

const subscribe = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

/** The active breakpoint. Mobile is xs up to md (below lg); desktop is lg and up. */
export const useBreakpoint = () => {
  const breakpoint = useSyncExternalStore(subscribe, current, () => 'lg' as Breakpoint);
  const isDesktop = breakpoints[breakpoint] >= breakpoints.lg;
  return { breakpoint, isDesktop, isMobile: !isDesktop };
};
