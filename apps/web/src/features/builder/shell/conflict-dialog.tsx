import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import { RadioGroup } from 'radix-ui';
import { richTextToPlain, type ResumeData, type ResumeDto } from '@rb/schema';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { activeSaver } from '../autosave/use-autosave';
import { fetchResume } from '../autosave/resume-api';
import {
  defaultChoice,
  mergeResumeData,
  resolveConflicts,
  type ConflictChoice,
  type MergeConflict,
  type MergeResult,
  type PathSegment,
} from '../autosave/merge';
import { useSaveState } from '../autosave/save-state';
import { dialogNameOf, useDialogStore } from '../dialogs/dialog-store';
import { itemForms } from '../dialogs/item-fields';
import type { AnyItem } from '../store/item-actions';
import { currentData, replaceDocument, setResumeMeta, useResumeStore } from '../store/resume-store';
import { getSection } from '../store/section-actions';

type Review = { current: ResumeDto; result: MergeResult };

/**
 * Writes the merge on top of the other side's version: the saver is based on their version from now on, the merged
 * document replaces mine (one undo step) and is sent at once. Their record (title, lock) is taken too; a visibility
 * switch of mine that still waits stays.
 */
const applyMerge = (current: ResumeDto, merged: ResumeData): void => {
  const saver = activeSaver();
  if (!saver) return;
  useSaveState.setState({ conflict: null });
  saver.rebase(current);
  replaceDocument(merged);
  const { data: _data, ...record } = current;
  setResumeMeta({ ...record, visibility: saver.unsavedChanges.visibility ?? record.visibility });
  void saver.flush();
};

const theirVersion = async (conflict: { current: ResumeDto | null }): Promise<ResumeDto | null> => {
  if (conflict.current) return conflict.current;
  const id = useResumeStore.getState().meta?.id;
  return id ? fetchResume(id).catch(() => null) : null;
};

/** A readable one-line value of a field. */
const preview = (value: unknown): string => {
  if (typeof value === 'string') return (value.includes('<') ? richTextToPlain(value) : value).trim();
  if (Array.isArray(value)) return value.map(preview).join(', ');
  if (value && typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** Where a conflicting field is, in the words of the panels: "Experience › Acme › Summary". */
const useDescribe = () => {
  const { t, i18n } = useLingui();
  const basicsLabels: Record<string, string> = {
    name: t`Full name`,
    headline: t`Headline`,
    email: t`Email`,
    phone: t`Phone`,
    location: t`Location`,
    url: t`Website`,
    picture: t`Picture`,
    customFields: t`Custom fields`,
  };
  const otherLabels: Record<string, string> = {
    label: t`Label`,
    href: t`Address`,
    name: t`Name`,
    description: t`Description`,
    value: t`Value`,
    content: t`Summary`,
    notes: t`Notes`,
    css: t`Custom CSS`,
    metadata: t`Design`,
  };
  const word = (key: string) => otherLabels[key] ?? key.charAt(0).toUpperCase() + key.slice(1);

  return (data: ResumeData, path: PathSegment[]): string => {
    const parts: string[] = [];
    const [root, second, third] = path;
    if (root === 'basics') {
      parts.push(t`Basics`, basicsLabels[String(second)] ?? word(String(second)));
      const field = data.basics.customFields.find(
        (entry) => typeof third === 'object' && entry.id === third.id,
      );
      if (field) parts.push(field.name || t`Untitled`);
      for (const segment of path.slice(field ? 4 : 2))
        if (typeof segment === 'string' && !(second === 'url' && segment === 'href'))
          parts.push(word(segment));
      return parts.join(' › ');
    }
    if (root === 'sections') {
      const ref = second === 'custom' ? `custom.${String(third)}` : String(second);
      const section = getSection(data, ref);
      parts.push(section?.name || t`Untitled section`);
      const rest = path.slice(second === 'custom' ? 3 : 2);
      const itemAt = rest.findIndex((segment) => typeof segment === 'object');
      if (itemAt === -1) {
        for (const segment of rest)
          if (typeof segment === 'string' && segment !== 'items') parts.push(word(segment));
        return parts.join(' › ');
      }
      const itemId = (rest[itemAt] as { id: string }).id;
      const form = itemForms[dialogNameOf(ref)];
      const item =
        section && 'items' in section
          ? (section.items as AnyItem[]).find((entry) => entry.id === itemId)
          : undefined;
      if (item) parts.push(form.title(item) || t`Untitled`);
      const [field, inner] = rest.slice(itemAt + 1).filter((segment) => typeof segment === 'string');
      const spec = form.fields.find((entry) => entry.name === field);
      if (field) parts.push(spec ? i18n._(spec.label) : word(field));
      if (field === 'url' && inner === 'label') parts.push(t`Label`);
      return parts.join(' › ');
    }
    return path
      .filter((segment): segment is string => typeof segment === 'string')
      .map(word)
      .join(' › ');
  };
};

const Choice = ({ value, label }: { value: ConflictChoice; label: string }) => (
  <RadioGroup.Item
    value={value}
    className={cn(
      'rounded-md border px-2.5 py-1 text-xs font-medium outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
      'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
    )}
  >
    {label}
  </RadioGroup.Item>
);

const ConflictRow = ({
  conflict,
  label,
  choice,
  onChoice,
}: {
  conflict: MergeConflict;
  label: string;
  choice: ConflictChoice;
  onChoice: (choice: ConflictChoice) => void;
}) => {
  const { t } = useLingui();
  const empty = <span className="text-muted-foreground italic">{t`(empty)`}</span>;
  const mine = preview(conflict.mine);
  const theirs = preview(conflict.theirs);
  return (
    <li className="grid gap-2 rounded-lg border p-3" data-testid="merge-conflict">
      <span className="text-sm font-medium">{label}</span>
      <dl className="grid gap-1.5 text-sm sm:grid-cols-2">
        <div className="grid min-w-0 gap-0.5 rounded-md bg-muted/60 p-2">
          <dt className="text-xs text-muted-foreground">{t`Yours`}</dt>
          <dd className="line-clamp-4 break-words">{mine || empty}</dd>
        </div>
        <div className="grid min-w-0 gap-0.5 rounded-md bg-muted/60 p-2">
          <dt className="text-xs text-muted-foreground">{t`Theirs`}</dt>
          <dd className="line-clamp-4 break-words">{theirs || empty}</dd>
        </div>
      </dl>
      <RadioGroup.Root
        value={choice}
        onValueChange={(value) => onChoice(value as ConflictChoice)}
        aria-label={t`Keep for ${label}`}
        orientation="horizontal"
        className="flex flex-wrap gap-1.5"
      >
        {conflict.combinable && <Choice value="both" label={t`Keep both`} />}
        <Choice value="mine" label={t`Keep yours`} />
        <Choice value="theirs" label={t`Keep theirs`} />
      </RadioGroup.Root>
    </li>
  );
};

/**
 * A save met a newer version (another tab or device saved first). Once no other dialog is open (an item form keeps
 * its input until it is closed), the two versions are merged against the one both started from: changes made on one
 * side are combined silently; fields changed on both sides are listed, each keeping both texts unless the user picks
 * one side. The result is saved on top of their version, so neither side's text is lost.
 */
export const ConflictDialog = () => {
  const { t } = useLingui();
  const conflict = useSaveState((state) => state.conflict);
  const leaving = useSaveState((state) => state.leaving);
  const itemDialogOpen = useDialogStore((state) => state.open !== null);
  const [review, setReview] = useState<Review | null>(null);
  const [choices, setChoices] = useState<Partial<Record<string, ConflictChoice>>>({});
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const describe = useDescribe();
  const ready = conflict !== null && !itemDialogOpen && !leaving;

  useEffect(() => {
    if (!ready || !conflict) return;
    let cancelled = false;
    setFailed(false);
    void theirVersion(conflict).then((current) => {
      if (cancelled) return;
      if (!current) {
        setFailed(true);
        return;
      }
      const result = mergeResumeData(activeSaver()?.baseData ?? current.data, currentData(), current.data);
      if (result.conflicts.length > 0) {
        setChoices({});
        setReview({ current, result });
        return;
      }
      applyMerge(current, result.data);
      if (result.tookTheirs)
        toast.info(t`This resume was also changed in another tab or device.`, {
          description: t`Their changes and yours are combined and saved.`,
        });
    });
    return () => {
      cancelled = true;
    };
  }, [ready, conflict, attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = () => {
    if (!review) return;
    // Anything typed since the review opened is merged too: mine is read again now.
    const { current } = review;
    const result = mergeResumeData(activeSaver()?.baseData ?? current.data, currentData(), current.data);
    applyMerge(current, resolveConflicts(result.data, result.conflicts, choices));
    setReview(null);
    toast.success(t`The combined version is saved.`);
  };

  const open = ready && (failed || review !== null);
  return (
    <Dialog open={open}>
      <DialogContent
        hideClose
        onEscapeKeyDown={(event) => event.preventDefault()}
        className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
        data-testid="conflict-dialog"
      >
        <DialogHeader>
          <DialogTitle>
            <Trans>This resume was changed somewhere else</Trans>
          </DialogTitle>
          <DialogDescription>
            {failed ? (
              <Trans>
                Another tab or device saved a newer version, and it could not be loaded. Your changes are kept
                here. Check your connection and try again.
              </Trans>
            ) : (
              <Trans>
                Another tab or device saved a newer version while you were editing. Changes made on only one
                side are combined. The fields below were changed on both sides: choose what to keep for each.
              </Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        {review && !failed && (
          <ul className="grid gap-3">
            {review.result.conflicts.map((entry) => (
              <ConflictRow
                key={entry.key}
                conflict={entry}
                label={describe(review.result.data, entry.path)}
                choice={choices[entry.key] ?? defaultChoice(entry)}
                onChoice={(choice) => setChoices((previous) => ({ ...previous, [entry.key]: choice }))}
              />
            ))}
          </ul>
        )}
        <DialogFooter>
          {failed ? (
            <Button onClick={() => setAttempt((count) => count + 1)}>
              <Trans>Try again</Trans>
            </Button>
          ) : (
            <Button onClick={save}>
              <Trans>Save the combined version</Trans>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
