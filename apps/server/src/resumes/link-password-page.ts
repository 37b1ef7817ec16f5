// A share link's password form as the server writes it at /s/{token}
// (docs/decisions/0029-the-share-page-is-written-by-the-server.md): nothing of the document, only the form, which
// the public page's script sends to the link's own unlock call so that its rate limits and answers hold; the
// page is then loaded again and shows the document.
import { isRtl } from '@rb/i18n/locale';
import type { PublicPageAssets } from './public-page.ts';
import type { PublicPageWords } from './public-page-words.ts';

export interface LinkPasswordPageInput {
  /** The link's unlock call (`POST`, JSON `{ password }`). */
  unlockPath: string;
  words: PublicPageWords;
  assets: PublicPageAssets;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

const lockIcon =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><rect width="18" height="11" x="3" y="11" rx="2" ry="2"/><path d="M7 11V7a5 5 0 0 1 10 0v4"/></svg>';

export function linkPasswordPageHtml({ unlockPath, words, assets }: LinkPasswordPageInput): string {
  const w = words.unlock;
  // `method="post"` without an address: without the script the password is never put in a URL.
  return `<!doctype html>
<html lang="${escapeHtml(words.locale)}" dir="${isRtl(words.locale) ? 'rtl' : 'ltr'}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="color-scheme" content="light dark" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(w.heading)}</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" href="${escapeHtml(assets.stylesheet)}" />
    ${assets.themeScript ? `<script>${assets.themeScript}</script>` : ''}
    <script type="module" src="${escapeHtml(assets.script)}"></script>
  </head>
  <body>
    <main class="pp-lock">
      <form method="post" aria-label="${escapeHtml(w.label)}" data-unlock="${escapeHtml(unlockPath)}" data-wrong="${escapeHtml(w.wrong)}" data-too-many="${escapeHtml(w.tooMany)}" novalidate>
        <div class="pp-lock-head">
          <span class="pp-lock-icon">${lockIcon}</span>
          <div>
            <h1>${escapeHtml(w.heading)}</h1>
            <p>${escapeHtml(w.hint)}</p>
          </div>
        </div>
        <label for="link-password">${escapeHtml(w.password)}</label>
        <input id="link-password" name="password" type="password" autocomplete="off" autofocus required aria-describedby="link-password-error" />
        <p id="link-password-error" class="pp-lock-error" role="alert" data-unlock-error></p>
        <button type="submit" class="pp-download">${escapeHtml(w.open)}</button>
      </form>
    </main>
  </body>
</html>
`;
}
