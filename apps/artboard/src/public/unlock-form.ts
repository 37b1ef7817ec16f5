// A share link's password form on the page the server writes at /s/{token}
// (docs/decisions/0029-the-share-page-is-written-by-the-server.md): the password goes to the link's own unlock
// call, whose rate limits and answers hold; on success the pass cookie reaches the page too, so loading it again
// shows the document. A wrong password or too many tries is said under the field, in the words the server wrote.
const form = document.querySelector<HTMLFormElement>('form[data-unlock]');

const unlock = async (target: HTMLFormElement, unlockPath: string) => {
  const error = target.querySelector<HTMLElement>('[data-unlock-error]');
  const button = target.querySelector<HTMLButtonElement>('button[type="submit"]');
  const input = target.querySelector<HTMLInputElement>('input[name="password"]');
  if (!input?.value) return;
  if (button) button.disabled = true;
  try {
    const response = await fetch(unlockPath, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: input.value }),
    });
    if (response.ok) {
      window.location.reload();
      return;
    }
    if (error)
      error.textContent =
        (response.status === 429 ? target.dataset.tooMany : target.dataset.wrong) ?? String(response.status);
    input.setAttribute('aria-invalid', 'true');
  } catch {
    if (error) error.textContent = target.dataset.wrong ?? '';
  }
  if (button) button.disabled = false;
};

if (form?.dataset.unlock) {
  const unlockPath = form.dataset.unlock;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void unlock(form, unlockPath);
  });
}
