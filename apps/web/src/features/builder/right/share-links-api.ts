// The owner's share-link calls (docs/product.md#share-links) for a resume or a letter, the same shape under
// /resume/{id}/links and /letter/{id}/links, and their cache under [kind, id, 'links'].
import {
  messageResponseSchema,
  resumeLinkDto,
  resumeLinkListResponse,
  statisticsDto,
  type CreateResumeLinkBody,
} from '@rb/schema';
import { api } from '@/lib/api/client';

/** What a share link opens: the calls of a resume or of a cover letter. */
export type SharedKind = 'resume' | 'letter';

export const shareLinksQueryKey = (kind: SharedKind, id: string) => [kind, id, 'links'] as const;

export const listShareLinks = (kind: SharedKind, id: string) =>
  api(`/${kind}/${id}/links`, { schema: resumeLinkListResponse });

export const createShareLink = (kind: SharedKind, id: string, body: CreateResumeLinkBody) =>
  api(`/${kind}/${id}/links`, { method: 'POST', body, schema: resumeLinkDto });

export const revokeShareLink = (kind: SharedKind, id: string, linkId: string) =>
  api(`/${kind}/${id}/links/${encodeURIComponent(linkId)}`, {
    method: 'DELETE',
    schema: messageResponseSchema,
  });

/** The document's counts, each link's among them; a resume's under the key its Statistics panel uses too. */
export const shareStatisticsQueryKey = (kind: SharedKind, id: string) => [kind, id, 'statistics'] as const;

export const fetchShareStatistics = (kind: SharedKind, id: string) =>
  api(`/${kind}/${id}/statistics`, { schema: statisticsDto });
