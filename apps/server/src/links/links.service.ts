// The rules of share links (docs/product.md#share-links). The owner's calls check ownership of the resume first,
// as every resume call does; a visitor's call starts from the token alone, and a missing, malformed, expired or
// revoked token is one and the same ResumeNotFound.
import type { FastifyRequest } from 'fastify';
import { resumeLinkLimits, type ResumeLinkDto } from '@rb/schema';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { PrintableResume } from '../printer/printer.queries.ts';
import { ownedResume } from '../resumes/resumes.service.ts';
import { generateLinkToken, hasLinkPass, linkPageUrl } from './link-token.ts';
import {
  countLinksOfResume,
  deleteLinkOfResume,
  findLinkByToken,
  insertResumeLink,
  listLinksOfResume,
  type ResumeLinkRow,
} from './links.queries.ts';

type Deps = Pick<AppDeps, 'db' | 'config'>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tokenPattern = /^[A-Za-z0-9_-]+$/;

export const toResumeLinkDto = (config: Deps['config'], row: ResumeLinkRow): ResumeLinkDto => ({
  id: row.id,
  label: row.label,
  url: linkPageUrl(config, row.token),
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  hasPassword: row.passwordHash !== null,
});

export async function createResumeLink(
  deps: Deps,
  userId: string,
  resumeId: string,
  input: { label: string; password?: string; expiresAt?: Date },
  now: Date,
): Promise<ResumeLinkDto> {
  const resume = await ownedResume(deps.db, userId, resumeId);
  if (input.expiresAt && input.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('ValidationError', {
      issues: [{ path: 'expiresAt', message: 'the expiry must lie in the future' }],
    });
  }
  if ((await countLinksOfResume(deps.db, resume.id)) >= resumeLinkLimits.perResume) {
    throw new AppError('ValidationError', {
      issues: [{ path: 'label', message: `at most ${resumeLinkLimits.perResume} links; revoke one first` }],
    });
  }
  const row = await insertResumeLink(deps.db, {
    resumeId: resume.id,
    label: input.label,
    token: generateLinkToken(),
    passwordHash: input.password === undefined ? null : await hashPassword(input.password),
    expiresAt: input.expiresAt ?? null,
  });
  return toResumeLinkDto(deps.config, row);
}

export async function listResumeLinks(
  deps: Deps,
  userId: string,
  resumeId: string,
): Promise<ResumeLinkDto[]> {
  const resume = await ownedResume(deps.db, userId, resumeId);
  return (await listLinksOfResume(deps.db, resume.id)).map((row) => toResumeLinkDto(deps.config, row));
}

/** Revoking deletes the link: its address answers like one that never existed. Another resume's link is NotFound. */
export async function revokeResumeLink(
  db: Db,
  userId: string,
  resumeId: string,
  linkId: string,
): Promise<void> {
  const resume = await ownedResume(db, userId, resumeId);
  if (!uuidPattern.test(linkId) || !(await deleteLinkOfResume(db, resume.id, linkId)))
    throw new AppError('NotFound');
}

export type SharedResume = NonNullable<Awaited<ReturnType<typeof findLinkByToken>>>;

/**
 * The live link with this token, its resume and owner; ResumeNotFound when there is none or it has expired.
 * It checks no password: that is the caller's (openSharedResume), so that a page rendered on the server can ask
 * for the password itself.
 */
export async function findSharedResume(db: Db, token: string, now: Date): Promise<SharedResume> {
  const found = tokenPattern.test(token) ? await findLinkByToken(db, token) : undefined;
  if (!found) throw new AppError('ResumeNotFound');
  if (found.link.expiresAt && found.link.expiresAt.getTime() <= now.getTime())
    throw new AppError('ResumeNotFound');
  return found;
}

/** findSharedResume, and for a link with a password, the pass its unlocking gave (ResumeLinkPasswordRequired). */
export async function openSharedResume(
  request: FastifyRequest,
  token: string,
  now: Date,
): Promise<SharedResume> {
  const shared = await findSharedResume(request.server.deps.db, token, now);
  if (shared.link.passwordHash !== null && !hasLinkPass(request, shared.link.id, now))
    throw new AppError('ResumeLinkPasswordRequired');
  return shared;
}

/** The link when `password` is its password (or it has none); InvalidResumeLinkPassword otherwise. */
export async function unlockSharedResume(db: Db, token: string, password: string, now: Date) {
  const shared = await findSharedResume(db, token, now);
  if (shared.link.passwordHash !== null && !(await verifyPassword(shared.link.passwordHash, password)))
    throw new AppError('InvalidResumeLinkPassword');
  return shared;
}

/** The shared resume as the printer takes it. */
export const printableOf = ({ resume, user }: SharedResume): PrintableResume => ({
  id: resume.id,
  userId: resume.userId,
  title: resume.title,
  slug: resume.slug,
  version: resume.version,
  data: resume.data,
  visibility: resume.visibility,
  updatedAt: resume.updatedAt,
  ownerLocale: user.locale,
});
