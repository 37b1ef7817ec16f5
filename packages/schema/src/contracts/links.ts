// Named share links of a resume or a letter (docs/product.md#share-links): the owner's calls under
// /resume/{id}/links and /letter/{id}/links, the same shape for both; the visitor's under /resume/link/{token} for
// both kinds, since a letter is shown as the resume document made from it
// (docs/decisions/0024-letters-share-like-resumes.md).
import { z } from 'zod';
import { resumeLinkLimits } from '../constants/limits.ts';
import { dateTimeSchema, idParamsSchema } from './common.ts';
import { publicResumeDto } from './resume.ts';

export const resumeLinkLabelSchema = z
  .string()
  .trim()
  .min(resumeLinkLimits.label.min, 'enter a label')
  .max(resumeLinkLimits.label.max);

export const resumeLinkPasswordSchema = z
  .string()
  .min(resumeLinkLimits.password.min, `at least ${resumeLinkLimits.password.min} characters`)
  .max(resumeLinkLimits.password.max);

export const createResumeLinkBody = z.object({
  label: resumeLinkLabelSchema,
  /** Absent: anybody with the address may look. */
  password: resumeLinkPasswordSchema.optional(),
  /** Absent: the link lasts until it is revoked. Must lie in the future. */
  expiresAt: dateTimeSchema.optional(),
});
export type CreateResumeLinkBody = z.input<typeof createResumeLinkBody>;

export const resumeLinkDto = z.object({
  id: z.string().min(1),
  label: z.string(),
  /** The page a visitor opens; the token in it is the whole capability. */
  url: z.string().min(1),
  createdAt: dateTimeSchema,
  expiresAt: dateTimeSchema.nullable(),
  hasPassword: z.boolean(),
});
export type ResumeLinkDto = z.infer<typeof resumeLinkDto>;

export const resumeLinkListResponse = z.array(resumeLinkDto);

export const resumeLinkParams = idParamsSchema.extend({ linkId: z.string().min(1) });

/**
 * A link's token as it appears in its address. Anything is taken here: a malformed token must answer the same
 * 404 as a missing one (docs/product.md#share-links), so the service, not validation, turns it away.
 */
export const resumeLinkTokenSchema = z.string().min(1).max(200);
export const resumeLinkTokenParams = z.object({ token: resumeLinkTokenSchema });

export const unlockResumeLinkBody = z.object({
  password: z.string().min(1).max(resumeLinkLimits.password.max),
});

/** What a visitor of a share link gets: the public page's answer. */
export const sharedResumeDto = publicResumeDto;
export type SharedResumeDto = z.infer<typeof sharedResumeDto>;

export const resumeLinkContracts = {
  listResumeLinks: {
    method: 'GET',
    path: '/resume/:id/links',
    params: idParamsSchema,
    response: resumeLinkListResponse,
  },
  createResumeLink: {
    method: 'POST',
    path: '/resume/:id/links',
    params: idParamsSchema,
    body: createResumeLinkBody,
    response: resumeLinkDto,
  },
  revokeResumeLink: { method: 'DELETE', path: '/resume/:id/links/:linkId', params: resumeLinkParams },
  sharedResume: {
    method: 'GET',
    path: '/resume/link/:token',
    params: resumeLinkTokenParams,
    response: sharedResumeDto,
  },
  unlockResumeLink: {
    method: 'POST',
    path: '/resume/link/:token/unlock',
    params: resumeLinkTokenParams,
    body: unlockResumeLinkBody,
  },
  printSharedResume: { method: 'GET', path: '/resume/link/:token/print', params: resumeLinkTokenParams },
} as const;

/** The owner's calls for a letter's links: the resume's, under /letter. */
export const letterLinkContracts = {
  listLetterLinks: { ...resumeLinkContracts.listResumeLinks, path: '/letter/:id/links' },
  createLetterLink: { ...resumeLinkContracts.createResumeLink, path: '/letter/:id/links' },
  revokeLetterLink: { ...resumeLinkContracts.revokeResumeLink, path: '/letter/:id/links/:linkId' },
} as const;
