import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resumeDto, type ImportResumeBody } from '@rb/schema';
import { api } from '@/lib/api/client';
import { storeResume } from '@/features/resumes/resumes-api';

/** POST /resume/import; the new resume joins the cached list (docs/product.md#import-flow). The dialog shows its own error toast. */
export const useImportResume = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportResumeBody) =>
      api('/resume/import', { method: 'POST', body, schema: resumeDto }),
    onSuccess: (resume) => storeResume(queryClient, resume),
    meta: { silent: true },
  });
};
