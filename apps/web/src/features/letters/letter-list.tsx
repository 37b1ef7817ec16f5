import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { LockIcon, MailIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { formatDateTime, formatRelativeTime } from '@rb/i18n';
import type { LetterDto } from '@rb/schema';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notifyError } from '@/lib/notify-error';
import { resumesQuery } from '@/features/resumes/resumes-api';
import { CreateLetterDialog } from './create-letter-dialog';
import { lettersQuery, useDeleteLetter } from './letters-api';

const LetterRow = ({ letter, onDelete }: { letter: LetterDto; onDelete: () => void }) => {
  const { t, i18n } = useLingui();
  const { data: resumes } = useQuery(resumesQuery);
  const followed = resumes?.find((resume) => resume.id === letter.data.design.fromResumeId);
  const subject = letter.data.subject.trim() || letter.data.recipient.company.trim();
  return (
    <li className="flex items-center gap-3 rounded-lg border bg-card px-3 py-2.5">
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-secondary">
        <MailIcon className="size-4" aria-hidden />
      </span>
      <Link to={`/builder/letter/${letter.id}`} className="flex min-w-0 flex-1 flex-col gap-0.5 outline-none">
        <span className="flex items-center gap-1.5 truncate text-sm font-medium">
          {letter.title}
          {letter.locked && <LockIcon className="size-3.5 text-muted-foreground" aria-label={t`Locked`} />}
        </span>
        <span className="truncate text-xs text-muted-foreground">
          {[
            subject, // Kept out of the message: a source text with a value shows its placeholder until catalogs are extracted.
            followed ? `${t`Design`}: ${followed.title}` : undefined,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </Link>
      <time
        className="text-xs text-muted-foreground max-sm:hidden"
        dateTime={new Date(letter.updatedAt).toISOString()}
        title={formatDateTime(letter.updatedAt, i18n.locale)}
      >
        {formatRelativeTime(letter.updatedAt, i18n.locale)}
      </time>
      <Button
        variant="ghost"
        size="icon-sm"
        onClick={onDelete}
        disabled={letter.locked}
        aria-label={`${t`Delete`} ${letter.title}`}
      >
        <Trash2Icon aria-hidden />
      </Button>
    </li>
  );
};

/** The user's cover letters, newest change first, with the way to create one (docs/product.md#cover-letters). */
export const LetterList = () => {
  const { t } = useLingui();
  const { data: letters, isPending } = useQuery(lettersQuery);
  const remove = useDeleteLetter();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<LetterDto | null>(null);

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => setCreating(true)}
        className="flex w-full items-center gap-3 rounded-xl border border-dashed bg-card px-3 py-2.5 text-start hover:border-solid hover:bg-accent/50"
      >
        <span className="grid size-9 place-items-center rounded-full bg-secondary">
          <PlusIcon className="size-5" aria-hidden />
        </span>
        <span className="flex flex-col gap-1">
          <span className="text-sm font-medium">{t`Create a cover letter`}</span>
          <span className="text-xs text-muted-foreground">{t`Blank, or from one of your resumes`}</span>
        </span>
      </button>
      <ul
        className="flex flex-col gap-2"
        aria-label={t`Your cover letters`}
        aria-busy={isPending || undefined}
      >
        {isPending
          ? [0, 1].map((index) => <Skeleton key={index} className="h-14 rounded-lg" />)
          : letters?.map((letter) => (
              <LetterRow key={letter.id} letter={letter} onDelete={() => setDeleting(letter)} />
            ))}
      </ul>
      <CreateLetterDialog open={creating} onOpenChange={setCreating} />
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t`Delete this cover letter?`}</AlertDialogTitle>
            <AlertDialogDescription>{t`It cannot be brought back.`}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t`Cancel`}</AlertDialogCancel>
            <AlertDialogAction
              destructive
              onClick={() => {
                if (deleting) remove.mutate(deleting.id, { onError: notifyError });
              }}
            >
              {t`Delete`}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
};
