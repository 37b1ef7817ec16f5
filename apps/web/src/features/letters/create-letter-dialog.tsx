import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { notifyError } from '@/lib/notify-error';
import { resumesQuery } from '@/features/resumes/resumes-api';
import { useCreateLetter } from './letters-api';

const blank = 'blank';

/** Creates a letter, blank or from a resume (its header, contacts and design), and opens it in the editor. */
export const CreateLetterDialog = ({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data: resumes = [] } = useQuery(resumesQuery);
  const create = useCreateLetter();
  const [title, setTitle] = useState('');
  const [source, setSource] = useState(blank);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') return;
    create.mutate(
      { title: title.trim(), ...(source === blank ? {} : { fromResumeId: source }) },
      {
        onSuccess: (letter) => {
          onOpenChange(false);
          void navigate(`/builder/letter/${letter.id}`);
        },
        onError: notifyError,
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t`Create a cover letter`}</DialogTitle>
            <DialogDescription>
              {t`Start blank, or from a resume: its header, contacts and design are filled in.`}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="letter-new-title">{t`Title`}</Label>
            <Input
              id="letter-new-title"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              required
              autoFocus
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="letter-new-source">{t`Start from`}</Label>
            <Select value={source} onValueChange={setSource}>
              <SelectTrigger id="letter-new-source">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={blank}>{t`A blank letter`}</SelectItem>
                {resumes.map((resume) => (
                  <SelectItem key={resume.id} value={resume.id}>
                    {resume.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <DialogFooter>
            <Button type="submit" disabled={create.isPending || title.trim() === ''}>
              {t`Create`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
