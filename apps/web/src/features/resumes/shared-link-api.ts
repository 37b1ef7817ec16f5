// A share link's visitor calls (docs/product.md#share-links). They never refresh a session: a visitor may have none,
// and a 403 here means the link wants its password.
import { queryOptions } from '@tanstack/react-query';
import { messageResponseSchema, sharedResumeDto, urlResponseSchema } from '@rb/schema';
import { api } from '@/lib/api/client';

const base = (token: string) => `/resume/link/${encodeURIComponent(token)}`;

export const sharedResumeQuery = (token: string) =>
  queryOptions({
    queryKey: ['resume', 'link', token] as const,
    queryFn: () => api(base(token), { schema: sharedResumeDto, auth: 'none' }),
    meta: { silent: true },
  });

export const unlockSharedResume = (token: string, password: string) =>
  api(`${base(token)}/unlock`, {
    method: 'POST',
    body: { password },
    schema: messageResponseSchema,
    auth: 'none',
  });

export const printSharedResume = (token: string) =>
  api(`${base(token)}/print`, { schema: urlResponseSchema, auth: 'none' });
