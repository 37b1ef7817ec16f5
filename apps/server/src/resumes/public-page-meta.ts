// What crawlers need to preview a shared resume (/{username}/{slug}) without running the app's JavaScript:
// the document title, a description and the Open Graph / Twitter tags, the same words the page itself sets
// (publicResumePreview). Only public resumes have any; for anything else the caller serves the generic page,
// so the answer never tells a private resume from a missing one.
import { publicResumePreview, type PublicResumeDto } from '@rb/schema';
import type { AppDeps } from '../deps.ts';
import { toPublicResumeDto } from './resume.dto.ts';
import { findPublicResume } from './resumes.service.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** `property` (Open Graph) or `name` (description, Twitter) → content. */
  properties: Record<string, string>;
  names: Record<string, string>;
}

/**
 * The first page as an image, at the address the printer serves it from (GET /api/resume/print/:id/preview
 * answers the same one); that address renders it on first request, so nothing is printed here. Left out when
 * the printer cannot name it (the artboard is not built).
 */
async function previewImageUrl(deps: AppDeps, resumeId: string): Promise<string | undefined> {
  try {
    const printer = deps.printer;
    const resume = await printer.accessibleResume(undefined, resumeId);
    const hash = printer.currentHash(resume, 'webp');
    return `${deps.config.publicUrl}/api/resume/print/${resume.id}/file/${hash}.webp`;
  } catch {
    return undefined;
  }
}

export async function publicPageMeta(
  deps: AppDeps,
  username: string,
  slug: string,
): Promise<PageMeta | undefined> {
  let found: Awaited<ReturnType<typeof findPublicResume>>;
  try {
    found = await findPublicResume(deps.db, username, slug);
  } catch {
    return undefined;
  }
  const url = `${deps.config.publicUrl}/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`;
  return resumePageMeta(deps, toPublicResumeDto(found.resume, found.user), url);
}

/**
 * The tags of a resume's page at `url` (the public address, or any other that shows the resume). `shareLink`: the
 * page of a share link, which search engines are told to leave out, and whose preview has no first-page image,
 * so that a preview never shows more than the link does (docs/decisions/0029-the-share-page-is-written-by-the-server.md).
 */
export async function resumePageMeta(
  deps: AppDeps,
  resume: PublicResumeDto,
  url: string,
  { shareLink = false }: { shareLink?: boolean } = {},
): Promise<PageMeta> {
  const { title, description } = publicResumePreview(resume);
  const image = shareLink ? undefined : await previewImageUrl(deps, resume.id);
  return {
    title,
    description,
    properties: {
      'og:title': title,
      'og:description': description,
      'og:type': 'profile',
      'og:url': url,
      ...(image && { 'og:image': image }),
    },
    names: {
      description,
      ...(shareLink && { robots: 'noindex' }),
      'twitter:card': image ? 'summary_large_image' : 'summary',
      'twitter:title': title,
      'twitter:description': description,
      ...(image && { 'twitter:image': image }),
    },
  };
}
