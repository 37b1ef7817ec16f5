/** Shows the header's and the hero's variants for a signed-in visitor or a guest (docs/product.md#routes). */
export function showSession(root: ParentNode, signedIn: boolean): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-session]'))
    element.hidden = element.dataset.session !== (signedIn ? 'user' : 'guest');
}

/** The Logout button: `logout` ends the session (whatever the server answers), then the guest's variant shows. */
export function mountLogout(root: ParentNode, logout: () => Promise<void>): () => void {
  const button = root.querySelector<HTMLButtonElement>('[data-landing-logout]');
  if (!button) return () => {};
  const onClick = async () => {
    button.disabled = true;
    try {
      await logout();
      showSession(root, false);
    } finally {
      button.disabled = false;
    }
  };
  const listener = () => void onClick();
  button.addEventListener('click', listener);
  return () => button.removeEventListener('click', listener);
}
