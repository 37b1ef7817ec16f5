/**
 * The product's name and the addresses the app links to, written once. None is made up: the docs are the
 * API documentation every deployment serves, and the project's home (code, issues, translations) is what
 * the deployment names in PROJECT_URL, which the server writes into the page as <meta name="project-url">.
 */
export const productName = 'Resume Builder';

/** The API's documentation page, served by this server (docs/product.md#api). */
export const docsUrl = '/api/docs';

/** The project's home as the server named it, or undefined when the deployment names none. */
export const projectUrl = (): string | undefined => {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector<HTMLMetaElement>('meta[name="project-url"]')?.content.trim();
  return content && /^https?:\/\//.test(content) ? content : undefined;
};

/**
 * The user guide (docs/user-guide.md) where the deployment names its project's home, which holds it; without one,
 * the API documentation this server itself serves.
 */
export const guideUrlFor = (project: string | undefined): string =>
  project ? `${project}/blob/HEAD/docs/user-guide.md` : docsUrl;

export const userGuideUrl = (): string => guideUrlFor(projectUrl());

/** Where "the project" leads: its home, or else this app's landing page. */
export const projectSiteUrl = projectUrl() ?? '/';
