import { nextTheme, readTheme, setTheme, subscribeTheme, type Theme } from '@/lib/theme';

/** The header's theme switch: shows the current choice and cycles it (docs/product.md#theme). */
export function mountThemeButton(root: ParentNode): () => void {
  const button = root.querySelector<HTMLButtonElement>('[data-landing-theme]');
  if (!button) return () => {};
  const show = () => {
    const theme: Theme = readTheme();
    const label = button.getAttribute(`data-label-${theme}`) ?? '';
    button.setAttribute('aria-label', label);
    button.title = label;
    for (const icon of button.querySelectorAll('[data-theme-icon]'))
      icon.toggleAttribute('hidden', icon.getAttribute('data-theme-icon') !== theme);
  };
  const cycle = () => setTheme(nextTheme(readTheme()));
  show();
  button.addEventListener('click', cycle);
  const unsubscribe = subscribeTheme(show);
  return () => {
    button.removeEventListener('click', cycle);
    unsubscribe();
  };
}
