// The only script of the server-rendered public page (docs/decisions/0015-pages-that-paint-before-their-javascript.md):
// the download button. It opens the tab first, so that popup blockers take it as the answer to the click, then
// asks the printer for the PDF and sends the tab there; a failure closes the tab and says so under the bar.
import './public-page.css';
import './unlock-form.ts';

const button = document.querySelector<HTMLButtonElement>('[data-download]');
const status = document.querySelector<HTMLElement>('[data-download-status]');

const download = async (printPath: string, lang: string | undefined) => {
  const tab = window.open('', '_blank');
  if (tab && button?.dataset.preparing) tab.document.title = button.dataset.preparing;
  if (status) status.textContent = '';
  try {
    const query = lang ? `?lang=${encodeURIComponent(lang)}` : '';
    // The server names the call: a resume's print call, or a letter's (docs/decisions/0024-letters-share-like-resumes.md).
    const response = await fetch(`${printPath}${query}`, {
      credentials: 'same-origin',
    });
    const body = (await response.json()) as { url?: unknown };
    if (!response.ok || typeof body.url !== 'string') throw new Error(String(response.status));
    if (tab && !tab.closed) tab.location.href = body.url;
    else window.open(body.url, '_blank', 'noopener');
  } catch {
    tab?.close();
    if (status) status.textContent = button?.dataset.failed ?? '';
  }
};

if (button?.dataset.print) {
  const printPath = button.dataset.print;
  button.disabled = false;
  button.addEventListener('click', () => {
    button.disabled = true;
    void download(printPath, button.dataset.lang).finally(() => (button.disabled = false));
  });
}
