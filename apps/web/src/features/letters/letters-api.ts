// The letter calls (docs/product.md#letter-calls) and their cache: the list under ['letters'], each letter under
// ['letter', id].
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  contracts,
  letterDto,
  letterListResponse,
  messageResponseSchema,
  type CreateLetterBody,
  type HistoryPageDto,
  type LetterData,
  type LetterDto,
  type LetterExportFormatId,
  type LetterSnapshotDto,
  type Visibility,
} from '@rb/schema';
import { api } from '@/lib/api/client';

export const lettersQueryKey = ['letters'] as const;

export const lettersQuery = queryOptions({
  queryKey: lettersQueryKey,
  queryFn: () => api('/letter', { schema: letterListResponse }),
});

export const fetchLetter = (id: string): Promise<LetterDto> => api(`/letter/${id}`, { schema: letterDto });

/** The letter's snapshots (docs/product.md#letter-calls), newest first, 50 a page. */
export const fetchLetterHistory = (id: string, cursor?: string): Promise<HistoryPageDto> =>
  api(`/letter/${id}/history`, { query: { cursor }, schema: contracts.letterHistory.response });

export const fetchLetterSnapshot = (id: string, snapshotId: string): Promise<LetterSnapshotDto> =>
  api(`/letter/${id}/history/${snapshotId}`, { schema: contracts.letterSnapshot.response });

/** Makes the snapshot the letter's document as a new version; the server keeps the one it replaces. */
export const restoreLetterSnapshot = (id: string, snapshotId: string): Promise<LetterDto> =>
  api(`/letter/${id}/history/${snapshotId}/restore`, {
    method: 'POST',
    schema: contracts.restoreLetterSnapshot.response,
  });

export type LetterChanges = { data?: LetterData; title?: string; visibility?: Visibility };

export const patchLetter = (id: string, changes: LetterChanges & { version: number }): Promise<LetterDto> =>
  api(`/letter/${id}`, { method: 'PATCH', body: changes, schema: letterDto });

const byUpdatedAt = (letters: LetterDto[]): LetterDto[] =>
  [...letters].sort((a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime());

/** Puts a letter the server returned into the list, newest change first. */
export const storeLetter = (queryClient: QueryClient, letter: LetterDto): void => {
  queryClient.setQueryData<LetterDto[]>(lettersQueryKey, (list) =>
    list ? byUpdatedAt([letter, ...list.filter((item) => item.id !== letter.id)]) : list,
  );
};

export const useCreateLetter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLetterBody) => api('/letter', { method: 'POST', body, schema: letterDto }),
    onSuccess: (letter) => storeLetter(queryClient, letter),
  });
};

export const useDeleteLetter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/letter/${id}`, { method: 'DELETE', schema: messageResponseSchema }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<LetterDto[]>(lettersQueryKey, (list) =>
        list?.filter((item) => item.id !== id),
      ),
  });
};

/** The file's address; the server names it after the letter's title. */
export const letterFileUrl = (id: string, format: LetterExportFormatId): string =>
  `/api/letter/${id}/export/${format}`;

/** The public page of a public letter: /{username}/letter/{slug}, beside the resumes' /{username}/{slug}. */
export const letterPublicUrl = (username: string, slug: string): string =>
  `${window.location.origin}/${encodeURIComponent(username)}/letter/${encodeURIComponent(slug)}`;
