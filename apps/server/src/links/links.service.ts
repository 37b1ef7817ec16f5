// The rules of share links (docs/product.md#share-links), one set for resumes and letters
// (docs/decisions/0024-letters-share-like-resumes.md). The owner's calls check ownership of the document first, as
// every resume and letter call does; a visitor's call starts from the token alone, and a missing, malformed,
// expired or revoked token is one and the same ResumeNotFound, whichever kind of document it would open.
import { resumeLinkLimits, type PublicResumeDto, type ResumeLinkDto } from '@rb/schema';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { printableLetter, publicLetterDto } from '../letters/letter-files.ts';
import { ownedLetter } from '../letters/letters.service.ts';
import type { PrintableResume } from '../printer/printer.queries.ts';
import { toPublicResumeDto } from '../resumes/resume.dto.ts';
import { ownedResume } from '../resumes/resumes.service.ts';
import type { CountedDocument } from '../statistics/counting.service.ts';
import { generateLinkToken, linkPageUrl } from './link-token.ts';
import {
  countLinksOf,
  deleteLinkOf,
  documentColumn,
  findLinkByToken,
  insertLink,
  listLinksOf,
  type LinkedDocument,
  type LinkRow,
} from './links.queries.ts';

type Deps = Pick<AppDeps, 'db' | 'config'>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tokenPattern = /^[A-Za-z0-9_-]+$/;

export const toLinkDto = (config: Deps['config'], row: LinkRow): ResumeLinkDto => ({
  id: row.id,
  label: row.label,
  url: linkPageUrl(config, row.token),
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  hasPassword: row.passwordHash !== null,
});

/** The document if `userId` owns it (ResumeNotFound or LetterNotFound otherwise), as a link names it. */
async function ownedDocument(db: Db, userId: string, document: LinkedDocument): Promise<LinkedDocument> {
  const owned =
    document.kind === 'resume'
      ? await ownedResume(db, userId, document.id)
      : await ownedLetter(db, userId, document.id);
  return { kind: document.kind, id: owned.id };
}

export async function createLink(
  deps: Deps,
  userId: string,
  target: LinkedDocument,
  input: { label: string; password?: string; expiresAt?: Date },
  now: Date,
): Promise<ResumeLinkDto> {
  const document = await ownedDocument(deps.db, userId, target);
  if (input.expiresAt && input.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('ValidationError', {
      issues: [{ path: 'expiresAt', message: 'the expiry must lie in the future' }],
    });
  }
  if ((await countLinksOf(deps.db, document)) >= resumeLinkLimits.perResume) {
    throw new AppError('ValidationError', {
      issues: [{ path: 'label', message: `at most ${resumeLinkLimits.perResume} links; revoke one first` }],
    });
  }
  const row = await insertLink(deps.db, {
    ...documentColumn(document),
    label: input.label,
    token: generateLinkToken(),
    passwordHash: input.password === undefined ? null : await hashPassword(input.password),
    expiresAt: input.expiresAt ?? null,
  });
  return toLinkDto(deps.config, row);
}

export async function listLinks(
  deps: Deps,
  userId: string,
  target: LinkedDocument,
): Promise<ResumeLinkDto[]> {
  const document = await ownedDocument(deps.db, userId, target);
  return (await listLinksOf(deps.db, document)).map((row) => toLinkDto(deps.config, row));
}

/** Revoking deletes the link: its address answers like one that never existed. Another document's link is NotFound. */
export async function revokeLink(
  db: Db,
  userId: string,
  target: LinkedDocument,
  linkId: string,
): Promise<void> {
  const document = await ownedDocument(db, userId, target);
  if (!uuidPattern.test(linkId) || !(await deleteLinkOf(db, document, linkId)))
    throw new AppError('NotFound');
}

export type SharedDocument = NonNullable<Awaited<ReturnType<typeof findLinkByToken>>>;

/**
 * The live link with this token, the resume or letter it opens and the owner; ResumeNotFound when there is none
 * or it has expired. It checks no password: that is the caller's (openSharedDocument), so that a page rendered on
 * the server can ask for the password itself.
 */
export async function findSharedDocument(db: Db, token: string, now: Date): Promise<SharedDocument> {
  const found = tokenPattern.test(token) ? await findLinkByToken(db, token) : undefined;
  if (!found) throw new AppError('ResumeNotFound');
  if (found.link.expiresAt && found.link.expiresAt.getTime() <= now.getTime())
    throw new AppError('ResumeNotFound');
  return found;
}

/**
 * findSharedDocument, and for a link with a password, `holdsPass(linkId)` must say the visitor holds the pass its
 * unlocking gave (the route reads it from the signed cookie, link-token.ts); ResumeLinkPasswordRequired otherwise.
 */
export async function openSharedDocument(
  db: Db,
  token: string,
  holdsPass: (linkId: string) => boolean,
  now: Date,
): Promise<SharedDocument> {
  const shared = await findSharedDocument(db, token, now);
  if (shared.link.passwordHash !== null && !holdsPass(shared.link.id))
    throw new AppError('ResumeLinkPasswordRequired');
  return shared;
}

/** The link when `password` is its password (or it has none); InvalidResumeLinkPassword otherwise. */
export async function unlockSharedDocument(db: Db, token: string, password: string, now: Date) {
  const shared = await findSharedDocument(db, token, now);
  if (shared.link.passwordHash !== null && !(await verifyPassword(shared.link.passwordHash, password)))
    throw new AppError('InvalidResumeLinkPassword');
  return shared;
}

/** What the visitor is shown: the resume, or the letter drawn as a resume document, in the public shape. */
export const sharedPublicDto = (db: Db, shared: SharedDocument): Promise<PublicResumeDto> =>
  shared.kind === 'resume'
    ? Promise.resolve(toPublicResumeDto(shared.resume, shared.user))
    : publicLetterDto(db, shared.letter, shared.user);

/** Whose views and downloads a visit through the link adds to. */
export const countedOf = (shared: SharedDocument): CountedDocument =>
  shared.kind === 'resume'
    ? { kind: 'resume', id: shared.resume.id, userId: shared.resume.userId }
    : { kind: 'letter', id: shared.letter.id, userId: shared.letter.userId };

/** The shared document as the printer takes it. */
export const printableOf = async (db: Db, shared: SharedDocument): Promise<PrintableResume> => {
  if (shared.kind === 'letter') return printableLetter(db, shared.letter, shared.user.locale);
  const { resume, user } = shared;
  return {
    id: resume.id,
    userId: resume.userId,
    title: resume.title,
    slug: resume.slug,
    version: resume.version,
    data: resume.data,
    visibility: resume.visibility,
    updatedAt: resume.updatedAt,
    ownerLocale: user.locale,
  };
};
