import { formatNumber } from '@rb/i18n';

const durationMs = 1600;

/**
 * Counts each number from 0 (ease-out) once it scrolls into view; the page carries the final numbers, which stay
 * for reduced motion and browsers without IntersectionObserver.
 */
export function mountCounters(root: ParentNode, locale: string): () => void {
  const counters = [...root.querySelectorAll<HTMLElement>('[data-counter]')];
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (counters.length === 0 || reduced || typeof IntersectionObserver === 'undefined') return () => {};
  const frames = new Set<number>();
  const show = (element: HTMLElement, value: number) => {
    element.textContent = `${formatNumber(value, locale)}+`;
  };
  const count = (element: HTMLElement) => {
    const value = Number(element.dataset.counter);
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      show(element, Math.round(value * (1 - (1 - progress) ** 3)));
      if (progress < 1) frames.add(requestAnimationFrame(step));
    };
    frames.add(requestAnimationFrame(step));
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      count(entry.target as HTMLElement);
    }
  });
  for (const element of counters) {
    show(element, 0);
    observer.observe(element);
  }
  return () => {
    observer.disconnect();
    frames.forEach(cancelAnimationFrame);
  };
}
