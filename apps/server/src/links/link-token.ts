// The secrets of a share link: its token, and the pass a visitor gets for giving its password.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resumeLinkLimits } from '@rb/schema';
import type { Config } from '../config.ts';

/** 192 random bits as base64url: as unguessable as a session, short enough to paste (ADR 0012). */
export const generateLinkToken = (): string => randomBytes(resumeLinkLimits.tokenBytes).toString('base64url');

/** The page a visitor opens. `/s/` has one letter, which no username can be, so it never hides a public page. */
export const linkPagePath = (token: string) => `/s/${token}`;

export const linkPageUrl = (config: Pick<Config, 'publicUrl'>, token: string) =>
  `${config.publicUrl}${linkPagePath(token)}`;

/** Where the visitor calls of one link live; the pass cookie is sent to them alone. */
export const linkApiPath = (token: string) => `/api/resume/link/${token}`;

export const LINK_PASS_COOKIE = 'LinkPass';

/**
 * After the right password: a signed cookie naming the link and when the pass ends, so reading the resume and
 * downloading its PDF need no password again for an hour. Revoking the link ends it too: the link id it names no
 * longer exists. It is set twice, once for that link's calls and once for its page, which the server writes
 * (docs/decisions/0029-the-share-page-is-written-by-the-server.md): no one path covers both and nothing else.
 */
export function setLinkPass(reply: FastifyReply, config: Config, token: string, linkId: string, now: Date) {
  const until = now.getTime() + resumeLinkLimits.unlockSeconds * 1000;
  for (const path of [linkApiPath(token), linkPagePath(token)]) {
    reply.setCookie(LINK_PASS_COOKIE, `${linkId}.${until}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https:'),
      path,
      maxAge: resumeLinkLimits.unlockSeconds,
      signed: true,
    });
  }
}

/** Whether the request carries a live pass for this link. */
export function hasLinkPass(request: FastifyRequest, linkId: string, now: Date): boolean {
  const raw = request.cookies[LINK_PASS_COOKIE];
  if (!raw) return false;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return false;
  const [id, until] = unsigned.value.split('.');
  return id === linkId && Number(until) > now.getTime();
}
