import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDownIcon, DicesIcon, SparklesIcon } from 'lucide-react';
import { toast } from '@/lib/toast';
import { kebabCase } from '@rb/schema';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ltrFieldClass } from '@/lib/ltr';
import { useUser } from '@/hooks/use-user';
import { closeDashboardDialog, useDashboardDialog, type DashboardDialogMode } from './dialog-store';
import { randomTitle } from './random-title';
import { useCreateResume, useDeleteResume, useDuplicateResume, useUpdateResume } from './resumes-api';

type Fields = { title: string; slug: string };

const initialFields = (mode: DashboardDialogMode, resume?: Fields): Fields => {
  if (!resume) return { title: '', slug: '' };
  if (mode === 'duplicate') return { title: `${resume.title} (Copy)`, slug: `${resume.slug}-copy` };
  return { title: resume.title, slug: resume.slug };
};

/** Create, rename, duplicate or delete a resume (docs/product.md#dialogs). */
export const ResumeDialog = () => {
  const { t } = useLingui();
  const navigate = useNavigate();
  const dialog = useDashboardDialog((state) => (state.open?.name === 'resume' ? state.open : null));
  const mode = dialog?.mode ?? 'create';
  const resume = dialog?.payload;
  const [fields, setFields] = useState<Fields>({ title: '', slug: '' });
  const [slugTouched, setSlugTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = useCreateResume();
  const update = useUpdateResume();
  const duplicate = useDuplicateResume();
  const remove = useDeleteResume();
  const { user } = useUser();
  const username = user?.username ?? 'username';
  const slugPreview = kebabCase(fields.slug) || 'slug';
  const busy = create.isPending || update.isPending || duplicate.isPending || remove.isPending;

  // Opening the dialog starts from the resume it was opened for.
  useEffect(() => {
    if (!dialog) return;
    setFields(initialFields(dialog.mode, dialog.payload));
    setSlugTouched(false);
    setError(null);
  }, [dialog]);

  const setTitle = (title: string) =>
    setFields((current) => ({ title, slug: slugTouched ? current.slug : kebabCase(title) }));

  const validate = (): boolean => {
    if (!fields.title.trim()) return (setError(t`Give your resume a title.`), false);
    if (!kebabCase(fields.slug)) return (setError(t`The slug needs at least one letter or digit.`), false);
    setError(null);
    return true;
  };

  const finish = (message: string) => {
    toast.success(message);
    closeDashboardDialog();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (mode === 'delete') {
      if (!resume) return;
      closeDashboardDialog();
      await remove.mutateAsync(resume.id).catch(() => undefined);
      return;
    }
    if (!validate()) return;
    const values = { title: fields.title.trim(), slug: kebabCase(fields.slug) };
    try {
      if (mode === 'create') {
        const created = await create.mutateAsync({ ...values, visibility: 'private' });
        finish(t`Your resume has been created.`);
        // A new resume is there to be written: straight into the builder.
        await navigate(`/builder/${created.id}`);
      } else if (mode === 'update' && resume) {
        await update.mutateAsync({ resume, changes: values });
        finish(t`Your resume has been renamed.`);
      } else if (mode === 'duplicate' && resume) {
        await duplicate.mutateAsync({ id: resume.id, ...values });
        finish(t`Your resume has been duplicated.`);
      }
    } catch {
      // The error toast comes from the query client; the dialog stays open to fix the input.
    }
  };

  // Always three fresh words (docs/product.md#dialogs), whatever is typed; the server picks a free slug for it.
  const createSample = async () => {
    const title = randomTitle();
    try {
      const created = await create.mutateAsync({
        title,
        slug: kebabCase(title),
        visibility: 'private',
        sample: true,
      });
      finish(t`A sample resume has been created.`);
      await navigate(`/builder/${created.id}`);
    } catch {
      // Shown as a toast by the query client.
    }
  };

  const titles: Record<DashboardDialogMode, string> = {
    create: t`Create a new resume`,
    update: t`Rename your resume`,
    duplicate: t`Duplicate your resume`,
    delete: t`Delete this resume?`,
  };
  const descriptions: Record<DashboardDialogMode, string> = {
    create: t`Start with a title; the slug becomes part of its public address.`,
    update: t`Change the title or the address of your resume.`,
    duplicate: t`The copy gets its own title and address.`,
    delete: t`“${resume?.title ?? ''}” and its statistics will be deleted. This cannot be undone.`,
  };
  const submitLabels: Record<DashboardDialogMode, string> = {
    create: t`Create`,
    update: t`Save changes`,
    duplicate: t`Duplicate`,
    delete: t`Delete`,
  };

  return (
    <Dialog open={dialog !== null} onOpenChange={(open) => !open && closeDashboardDialog()}>
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} className="grid gap-5" noValidate>
          <DialogHeader>
            <DialogTitle>{titles[mode]}</DialogTitle>
            <DialogDescription>{descriptions[mode]}</DialogDescription>
          </DialogHeader>

          {mode !== 'delete' && (
            <div className="grid gap-4">
              <div className="grid gap-2">
                <Label htmlFor="resume-title">
                  <Trans>Title</Trans>
                </Label>
                <div className="flex gap-2">
                  <Input
                    id="resume-title"
                    autoFocus
                    autoComplete="off"
                    value={fields.title}
                    aria-invalid={error !== null && !fields.title.trim()}
                    onChange={(event) => setTitle(event.target.value)}
                  />
                  {mode === 'create' && (
                    <Button
                      type="button"
                      variant="outline"
                      size="icon"
                      aria-label={t`Suggest a title`}
                      title={t`Suggest a title`}
                      onClick={() => setTitle(randomTitle())}
                    >
                      <DicesIcon aria-hidden />
                    </Button>
                  )}
                </div>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="resume-slug">
                  <Trans>Slug</Trans>
                </Label>
                <Input
                  id="resume-slug"
                  dir="ltr"
                  className={ltrFieldClass}
                  autoComplete="off"
                  value={fields.slug}
                  onChange={(event) => {
                    setSlugTouched(true);
                    setFields((current) => ({ ...current, slug: event.target.value }));
                  }}
                />
                <p className="text-xs text-muted-foreground">
                  <Trans>
                    Used in the public address: /{username}/{slugPreview}
                  </Trans>
                </p>
              </div>
              {error && (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
            </div>
          )}

          <DialogFooter>
            <Button type="button" variant="ghost" onClick={closeDashboardDialog}>
              <Trans>Cancel</Trans>
            </Button>
            <div className="flex">
              <Button
                type="submit"
                variant={mode === 'delete' ? 'destructive' : 'primary'}
                loading={busy}
                className={mode === 'create' ? 'rounded-e-none' : undefined}
              >
                {submitLabels[mode]}
              </Button>
              {mode === 'create' && (
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button
                      type="button"
                      size="icon"
                      disabled={busy}
                      className="rounded-s-none border-s border-primary-foreground/20"
                      aria-label={t`More ways to create`}
                    >
                      <ChevronDownIcon aria-hidden />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    <DropdownMenuItem onSelect={() => void createSample()}>
                      <SparklesIcon aria-hidden />
                      <Trans>Create a sample resume</Trans>
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              )}
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
