import { linkHanFonts } from '@/lib/interface-fonts';

/**
 * The header's language menu: opens under its button, moves with the arrow keys, closes on Escape, Tab or a click
 * elsewhere, and hands the chosen locale to `choose` (which stores it and reloads, docs/product.md#language-change).
 */
export function mountLanguageMenu(root: ParentNode, choose: (locale: string) => void): () => void {
  const container = root.querySelector<HTMLElement>('[data-landing-language]');
  const trigger = container?.querySelector<HTMLButtonElement>('[data-language-trigger]');
  const menu = container?.querySelector<HTMLElement>('[role="menu"]');
  if (!container || !trigger || !menu) return () => {};
  const items = [...menu.querySelectorAll<HTMLButtonElement>('[data-locale]')];
  const isOpen = () => !menu.hidden;

  const open = (focus: 'checked' | 'first' | 'last' = 'checked') => {
    // The menu names the Chinese, Japanese and Korean interfaces in their own script.
    linkHanFonts();
    menu.hidden = false;
    trigger.setAttribute('aria-expanded', 'true');
    const checked = items.find((item) => item.getAttribute('aria-checked') === 'true');
    const target = focus === 'last' ? items.at(-1) : focus === 'first' ? items[0] : (checked ?? items[0]);
    target?.focus();
  };
  const close = (returnFocus: boolean) => {
    if (!isOpen()) return;
    menu.hidden = true;
    trigger.setAttribute('aria-expanded', 'false');
    if (returnFocus) trigger.focus();
  };
  const move = (by: number) => {
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    items[(index + by + items.length) % items.length]?.focus();
  };

  const onTrigger = () => (isOpen() ? close(false) : open());
  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open(event.key === 'ArrowUp' ? 'last' : 'checked');
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(1),
      ArrowUp: () => move(-1),
      Home: () => items[0]?.focus(),
      End: () => items.at(-1)?.focus(),
      Escape: () => close(true),
      Tab: () => close(false),
    };
    const action = keys[event.key];
    if (!action) return;
    if (event.key !== 'Tab') event.preventDefault();
    action();
  };
  const onChoose = (event: MouseEvent) => {
    const item = (event.target as Element).closest<HTMLElement>('[data-locale]');
    if (!item) return;
    close(true);
    choose(item.dataset.locale!);
  };
  const onOutside = (event: PointerEvent) => {
    if (!container.contains(event.target as Node)) close(false);
  };

  trigger.addEventListener('click', onTrigger);
  trigger.addEventListener('keydown', onTriggerKey);
  menu.addEventListener('keydown', onMenuKey);
  menu.addEventListener('click', onChoose);
  document.addEventListener('pointerdown', onOutside);
  return () => {
    trigger.removeEventListener('click', onTrigger);
    trigger.removeEventListener('keydown', onTriggerKey);
    menu.removeEventListener('keydown', onMenuKey);
    menu.removeEventListener('click', onChoose);
    document.removeEventListener('pointerdown', onOutside);
  };
}
