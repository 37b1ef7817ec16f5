// The public resume page as the server writes it (docs/decisions/0015-pages-that-paint-before-their-javascript.md):
// the resume's sheets as static markup from the same templates, the page's title and link-preview tags, and
// only the artboard's small public-page stylesheet and script; the web app is not loaded. A pure function of
// the document, so any address that shows a resume (a share link too) writes its page with it.
import { isRtl } from '@rb/i18n/locale';
import { pageFormats, type PublicResumeDto, type ResumeData } from '@rb/schema';
import { resumeSheetsHtml } from '@rb/templates/static';
import type { PageMeta } from './public-page-meta.ts';
import type { PublicPageWords } from './public-page-words.ts';

export interface PublicPageAssets {
  /** Addresses of the built stylesheet and script (the artboard's `public-page` entry). */
  stylesheet: string;
  script: string;
  /** The web page's inline theme script, verbatim, so that the page policy's hash of it allows it here too. */
  themeScript?: string;
}

export interface PublicPageInput {
  resume: PublicResumeDto;
  meta: PageMeta;
  words: PublicPageWords;
  assets: PublicPageAssets;
  productName?: string;
  /** The language version shown, when the address asked for one: its PDF is the one downloaded. */
  lang?: string;
  /** The call that answers the PDF's address: the resume's print call unless the page shows a letter. */
  printPath?: string;
  /** What the sheets are, for their label: a resume's, or a cover letter drawn as one. */
  kind?: 'resume' | 'letter';
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/** The public document with an empty notes field: the templates take the full resume shape. */
const asResumeData = (resume: PublicResumeDto): ResumeData => ({
  ...resume.data,
  metadata: { ...resume.data.metadata, notes: '' },
});

const downloadIcon =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M12 15V3"/><path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4"/><path d="m7 10 5 5 5-5"/></svg>';

const logoMark =
  '<svg viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="currentColor"/><path d="M10 8h8l4 4v12H10z" fill="none" stroke="var(--page-bg)" stroke-width="2" stroke-linejoin="round"/><path d="M13 15h6M13 19h4" stroke="var(--page-bg)" stroke-width="2" stroke-linecap="round"/></svg>';

/** The whole page for one public resume. */
export function publicPageHtml({
  resume,
  meta,
  words,
  assets,
  productName = 'Resume Builder',
  lang,
  printPath = `/api/resume/print/${encodeURIComponent(resume.id)}`,
  kind = 'resume',
}: PublicPageInput): string {
  const data = asResumeData(resume);
  const name = data.basics.name || resume.title;
  const headline = data.basics.headline || resume.title;
  const label = kind === 'letter' ? words.letterFrom(name) : words.resumeOf(name);
  const sheetWidth = `${pageFormats[data.metadata.page.format].width}mm`;
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...Object.entries(meta.names)
      .filter(([key]) => key !== 'description')
      .map(([key, content]) => `<meta name="${escapeHtml(key)}" content="${escapeHtml(content)}" />`),
    ...Object.entries(meta.properties).map(
      ([key, content]) => `<meta property="${escapeHtml(key)}" content="${escapeHtml(content)}" />`,
    ),
  ];
  return `<!doctype html>
<html lang="${escapeHtml(words.locale)}" dir="${isRtl(words.locale) ? 'rtl' : 'ltr'}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="color-scheme" content="light dark" />
    <title>${escapeHtml(meta.title)}</title>
    ${tags.join('\n    ')}
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" href="${escapeHtml(assets.stylesheet)}" />
    ${assets.themeScript ? `<script>${assets.themeScript}</script>` : ''}
    <script type="module" src="${escapeHtml(assets.script)}"></script>
  </head>
  <body>
    <div class="pp" style="--pp-sheet-width: ${sheetWidth}">
      <header class="pp-bar">
        <div class="pp-who">
          <h1>${escapeHtml(name)}</h1>
          <p>${escapeHtml(headline)}</p>
        </div>
        <button type="button" class="pp-download" disabled data-download="${escapeHtml(resume.id)}" data-print="${escapeHtml(printPath)}"${lang ? ` data-lang="${escapeHtml(lang)}"` : ''} data-preparing="${escapeHtml(words.preparing)}" data-failed="${escapeHtml(words.failed)}" aria-label="${escapeHtml(words.download)}">${downloadIcon}<span class="pp-download-label">${escapeHtml(words.download)}</span></button>
      </header>
      <p class="pp-status" role="status" data-download-status></p>
      <main class="pp-sheets" aria-label="${escapeHtml(label)}" data-testid="public-resume-sheets">
        ${resumeSheetsHtml(data)}
      </main>
      <a class="pp-home" href="/">${escapeHtml(words.madeWith)} ${logoMark}<span>${escapeHtml(productName)}</span></a>
    </div>
  </body>
</html>
`;
}
