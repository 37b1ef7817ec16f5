// The resume calls the dashboard and the public page make, and their cache (docs/product.md#resume-calls): the list under
// ['resumes'] and each resume under ['resume', id] (the builder reads that key too).
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  publicResumeDto,
  resumeDto,
  resumeListResponse,
  urlResponseSchema,
  type CreateResumeBody,
  type ResumeDto,
} from '@rb/schema';
import { api } from '@/lib/api/client';

export const resumesQueryKey = ['resumes'] as const;
export const resumeQueryKey = (id: string) => ['resume', id] as const;

export const resumesQuery = queryOptions({
  queryKey: resumesQueryKey,
  queryFn: () => api('/resume', { schema: resumeListResponse }),
});

/** `?lang=`: a language version of the resume (docs/product.md#resume-languages); absent, the first. */
const langQuery = (lang?: string) => (lang ? `?lang=${encodeURIComponent(lang)}` : '');

export const publicResumeQuery = (username: string, slug: string, lang?: string) =>
  queryOptions({
    queryKey: ['resume', 'public', username, slug, lang ?? ''] as const,
    queryFn: () => api(`/resume/public/${username}/${slug}${langQuery(lang)}`, { schema: publicResumeDto }),
    meta: { silent: true },
  });

export const byUpdatedAt = (resumes: ResumeDto[]): ResumeDto[] =>
  [...resumes].sort((a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime());

/** Puts a resume the server returned into both caches. */
export const storeResume = (queryClient: QueryClient, resume: ResumeDto): void => {
  queryClient.setQueryData(resumeQueryKey(resume.id), resume);
  queryClient.setQueryData<ResumeDto[]>(resumesQueryKey, (list) =>
    list ? byUpdatedAt([resume, ...list.filter((item) => item.id !== resume.id)]) : list,
  );
};

type Snapshot = { list?: ResumeDto[]; single?: ResumeDto };

/** Applies `change` to the cached resume at once; returns what to restore if the call fails. */
const optimistic = async (
  queryClient: QueryClient,
  id: string,
  change: (resume: ResumeDto) => ResumeDto | null,
): Promise<Snapshot> => {
  await queryClient.cancelQueries({ queryKey: resumesQueryKey });
  const list = queryClient.getQueryData<ResumeDto[]>(resumesQueryKey);
  const single = queryClient.getQueryData<ResumeDto>(resumeQueryKey(id));
  queryClient.setQueryData<ResumeDto[]>(resumesQueryKey, (current) =>
    current?.flatMap((resume) => {
      if (resume.id !== id) return [resume];
      const next = change(resume);
      return next ? [next] : [];
    }),
  );
  return { list, single };
};

const restore = (queryClient: QueryClient, id: string, snapshot?: Snapshot) => {
  if (!snapshot) return;
  if (snapshot.list) queryClient.setQueryData(resumesQueryKey, snapshot.list);
  if (snapshot.single) queryClient.setQueryData(resumeQueryKey(id), snapshot.single);
};

/** Creates a resume; with `sample: true` the server fills in the sample document and a free slug, in one call. */
export const useCreateResume = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateResumeBody) => api('/resume', { method: 'POST', body, schema: resumeDto }),
    onSuccess: (resume) => storeResume(queryClient, resume),
  });
};

export const useDuplicateResume = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title, slug }: { id: string; title: string; slug: string }) =>
      api(`/resume/${id}/duplicate`, { method: 'POST', body: { title, slug }, schema: resumeDto }),
    onSuccess: (resume) => storeResume(queryClient, resume),
  });
};

export const useUpdateResume = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ resume, changes }: { resume: ResumeDto; changes: { title?: string; slug?: string } }) =>
      api(`/resume/${resume.id}`, {
        method: 'PATCH',
        body: { ...changes, version: resume.version },
        schema: resumeDto,
      }),
    onMutate: ({ resume, changes }) =>
      optimistic(queryClient, resume.id, (item) => ({ ...item, ...changes })),
    onError: (_error, { resume }, snapshot) => restore(queryClient, resume.id, snapshot),
    onSuccess: (resume) => storeResume(queryClient, resume),
  });
};

export const useLockResume = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, set }: { id: string; set: boolean }) =>
      api(`/resume/${id}/lock`, { method: 'PATCH', body: { set }, schema: resumeDto }),
    onMutate: ({ id, set }) => optimistic(queryClient, id, (item) => ({ ...item, locked: set })),
    onError: (_error, { id }, snapshot) => restore(queryClient, id, snapshot),
    // The resume in the response replaces the cached one (docs/product.md#resume-calls).
    onSuccess: (resume) => storeResume(queryClient, resume),
  });
};

export const useDeleteResume = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/resume/${id}`, { method: 'DELETE' }),
    onMutate: (id) => optimistic(queryClient, id, () => null),
    onError: (_error, id, snapshot) => restore(queryClient, id, snapshot),
    onSuccess: (_body, id) => queryClient.removeQueries({ queryKey: resumeQueryKey(id), exact: true }),
  });
};

export const printResume = (id: string, lang?: string) =>
  api(`/resume/print/${id}${langQuery(lang)}`, { schema: urlResponseSchema });
export const previewResume = (id: string, lang?: string) =>
  api(`/resume/print/${id}/preview${langQuery(lang)}`, { schema: urlResponseSchema });
