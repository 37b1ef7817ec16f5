import { readbackResponse, resumeDto, statisticsDto, urlResponseSchema, type ResumeDto } from '@rb/schema';
import { api } from '@/lib/api/client';
import type { ResumeChanges } from './autosaver';

export const fetchResume = (id: string): Promise<ResumeDto> => api(`/resume/${id}`, { schema: resumeDto });

export const patchResume = (id: string, changes: ResumeChanges & { version: number }): Promise<ResumeDto> =>
  api(`/resume/${id}`, { method: 'PATCH', body: changes, schema: resumeDto });

export const fetchStatistics = (id: string) => api(`/resume/${id}/statistics`, { schema: statisticsDto });

/** The parse-back check of the resume as printed now (docs/product.md#parse-back-check). */
export const fetchReadback = (id: string) => api(`/resume/${id}/check`, { schema: readbackResponse });

export const uploadImage = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return api('/storage/image', { method: 'PUT', body, schema: urlResponseSchema });
};
