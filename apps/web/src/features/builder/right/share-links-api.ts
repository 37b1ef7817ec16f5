// The owner's share-link calls (docs/product.md#share-links) and their cache under ['resume', id, 'links'].
import {
  messageResponseSchema,
  resumeLinkDto,
  resumeLinkListResponse,
  type CreateResumeLinkBody,
} from '@rb/schema';
import { api } from '@/lib/api/client';

export const shareLinksQueryKey = (resumeId: string) => ['resume', resumeId, 'links'] as const;

export const listShareLinks = (resumeId: string) =>
  api(`/resume/${resumeId}/links`, { schema: resumeLinkListResponse });

export const createShareLink = (resumeId: string, body: CreateResumeLinkBody) =>
  api(`/resume/${resumeId}/links`, { method: 'POST', body, schema: resumeLinkDto });

export const revokeShareLink = (resumeId: string, linkId: string) =>
  api(`/resume/${resumeId}/links/${encodeURIComponent(linkId)}`, {
    method: 'DELETE',
    schema: messageResponseSchema,
  });
