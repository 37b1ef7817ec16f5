import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContributorDto } from '@rb/schema';
import { api } from '@/lib/api/client';
import { cn } from '@/lib/utils';

/**
 * Shown on every screen; the rest appear from md up (docs/product.md#landing-page). The schema's `contributorsShown`, restated
 * because the landing page's first chunk leaves the schema package out (a test checks they agree).
 */
export const shownEverywhere = 30;

const isContributor = (value: unknown): value is ContributorDto => {
  const entry = value as Partial<Record<keyof ContributorDto, unknown>> | null;
  return typeof entry?.name === 'string' && typeof entry.avatar === 'string' && typeof entry.url === 'string';
};

const useContributors = (source: 'github' | 'crowdin') =>
  useQuery({
    queryKey: ['contributors', source],
    // Checked by hand rather than with the schema package, which the landing page does not load.
    queryFn: async () => {
      const body = await api<unknown>(`/contributors/${source}`, { auth: 'none' });
      return Array.isArray(body) ? body.filter(isContributor) : [];
    },
    staleTime: Infinity,
    meta: { silent: true },
  });

const Avatar = ({ person, index }: { person: ContributorDto; index: number }) => (
  <li className={cn(index >= shownEverywhere && 'hidden md:block')}>
    <a href={person.url} target="_blank" rel="noreferrer" title={person.name} className="block rounded-full">
      <img
        src={person.avatar}
        alt={person.name}
        width={40}
        height={40}
        loading="lazy"
        className="size-10 rounded-full border-2 border-background bg-muted transition-transform hover:scale-110"
      />
    </a>
  </li>
);

export const Contributors = () => {
  const { t } = useLingui();
  const github = useContributors('github');
  const crowdin = useContributors('crowdin');
  const people = [...(github.data ?? []), ...(crowdin.data ?? [])];

  if (people.length === 0) {
    return (
      <p className="mx-auto max-w-xl text-center text-balance text-muted-foreground">
        <Trans>
          Built in the open by developers and translators around the world.{' '}
          <a href="#support" className="font-medium text-foreground underline underline-offset-4">
            Join them
          </a>
          .
        </Trans>
      </p>
    );
  }
  return (
    <ul aria-label={t`Contributors`} className="mx-auto flex max-w-4xl flex-wrap justify-center gap-2">
      {people.map((person, index) => (
        <Avatar key={`${person.url}-${index}`} person={person} index={index} />
      ))}
    </ul>
  );
};
