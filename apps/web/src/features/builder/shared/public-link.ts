import { useUser } from '@/hooks/use-user';
import { useResumeStore } from '../store/resume-store';

/** The public address of the open resume (/{username}/{slug}); null while it is private. */
export const usePublicLink = (): string | null => {
  const { user } = useUser();
  const meta = useResumeStore((state) => state.meta);
  if (!user || !meta || meta.visibility !== 'public') return null;
  return `${window.location.origin}/${user.username}/${meta.slug}`;
};
