/**
 * The template strip's arrow buttons: each scrolls most of a screen, and is disabled at its end. In a
 * right-to-left page scrollLeft runs from 0 down to negative.
 */
export function mountGallery(root: ParentNode): () => void {
  const gallery = root.querySelector<HTMLElement>('[data-landing-gallery]');
  const strip = gallery?.querySelector<HTMLElement>('[data-gallery-strip]');
  if (!gallery || !strip) return () => {};
  const buttons = [...gallery.querySelectorAll<HTMLButtonElement>('[data-gallery-scroll]')];
  const update = () => {
    const travelled = Math.abs(strip.scrollLeft);
    const room = strip.scrollWidth - strip.clientWidth;
    for (const button of buttons)
      button.disabled = button.dataset.galleryScroll === '-1' ? travelled <= 1 : travelled >= room - 1;
  };
  const onClick = (event: MouseEvent) => {
    const towards = Number((event.currentTarget as HTMLElement).dataset.galleryScroll);
    const backwards = getComputedStyle(strip).direction === 'rtl' ? -1 : 1;
    strip.scrollBy({ left: towards * backwards * strip.clientWidth * 0.8, behavior: 'smooth' });
  };
  update();
  strip.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update);
  for (const button of buttons) button.addEventListener('click', onClick);
  return () => {
    strip.removeEventListener('scroll', update);
    window.removeEventListener('resize', update);
    for (const button of buttons) button.removeEventListener('click', onClick);
  };
}
