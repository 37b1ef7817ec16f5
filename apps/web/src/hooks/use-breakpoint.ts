import { useSyncExternalStore } from 'react';

/** Spec §2 breakpoints in px; keep in step with the @theme block of styles/index.css. */
export const breakpoints = { xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1400 } as const;
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
