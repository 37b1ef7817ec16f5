import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckIcon, LanguagesIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { languages, matchLocale } from '@rb/i18n';
import {
  addResumeLanguage,
  customIdFromLayoutId,
  isCustomLayoutId,
  maxResumeLanguages,
  removeResumeLanguage,
  resumeLanguageTags,
  untranslatedFields,
  type ResumeData,
  type UntranslatedField,
} from '@rb/schema';
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
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { editResume, setEditedLanguage, useResumeStore } from '../store/resume-store';
import { getSection } from '../store/section-actions';

/** A version's name in its own language ("Deutsch"), as the interface's language picker writes it. */
const languageName = (tag: string): string => languages.find((entry) => entry.locale === tag)?.name ?? tag;

/** How many untranslated fields the menu names one by one; the rest are counted. */
const listedFields = 8;

/** A field in words: where it is (section, item) and which field, in the version's own text. */
function fieldLabel(view: ResumeData, field: UntranslatedField): string {
  const [area, ref = '', third = '', id = '', name = ''] = field.path;
  if (area === 'basics') return `${ref}`;
  if (area === 'customFields') return third;
  const section = getSection(view, ref);
  const sectionName = section?.name || (isCustomLayoutId(ref) ? customIdFromLayoutId(ref) : ref);
  if (third !== 'items') return `${sectionName} · ${third}`;
  const item = section && 'items' in section ? section.items.find((entry) => entry.id === id) : undefined;
  const title = item ? Object.values(item).find((value) => typeof value === 'string' && value !== id) : '';
  return `${sectionName} · ${String(title || id)} · ${name}`;
}

/**
 * Beside the title: which language version is edited, adding and removing versions, and what the chosen version
 * has not translated yet (docs/product.md#resume-languages).
 */
export const LanguageSwitcher = () => {
  const { t, i18n } = useLingui();
  const data = useResumeStore((state) => state.data);
  const view = useResumeStore((state) => state.view);
  const chosen = useResumeStore((state) => state.language);
  const locked = useResumeStore((state) => state.meta?.locked ?? true);
  const [adding, setAdding] = useState(false);
  const versions = (data?.metadata.languages ?? []) as string[];
  const current = chosen ?? versions[0];
  const untranslated = useMemo(
    () => (data && current ? untranslatedFields(data, current) : []),
    [data, current],
  );
  if (!data || !view) return null;

  /** Sets the versions and their text as one undoable edit. */
  const setVersions = (next: ResumeData) =>
    editResume((draft) => {
      draft.metadata.languages = next.metadata.languages;
      draft.metadata.translations = next.metadata.translations;
    });
  const remove = (tag: string) => {
    setEditedLanguage(null);
    setVersions(removeResumeLanguage(data, tag));
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" data-testid="language-switcher" aria-label={t`Language versions`}>
            <LanguagesIcon aria-hidden />
            <span className="max-sm:sr-only">
              {current ? languageName(current) : <Trans>Languages</Trans>}
            </span>
            {untranslated.length > 0 && (
              <span
                className="rounded-full bg-amber-500/15 px-1.5 text-xs text-amber-700 dark:text-amber-300"
                data-testid="untranslated-count"
                title={t`Fields not yet translated`}
              >
                {untranslated.length}
              </span>
            )}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="center" className="w-72">
          {versions.length > 0 && (
            <>
              <DropdownMenuLabel>
                <Trans>Edit the version in</Trans>
              </DropdownMenuLabel>
              {versions.map((tag, index) => (
                <DropdownMenuItem
                  key={tag}
                  data-testid={`language-version-${tag}`}
                  onSelect={() => setEditedLanguage(index === 0 ? null : tag)}
                >
                  <CheckIcon aria-hidden className={tag === current ? '' : 'invisible'} />
                  <span className="flex-1">{languageName(tag)}</span>
                  {index === 0 && (
                    <span className="text-xs text-muted-foreground">
                      <Trans>original</Trans>
                    </span>
                  )}
                </DropdownMenuItem>
              ))}
              <DropdownMenuSeparator />
            </>
          )}
          <DropdownMenuItem
            disabled={locked || versions.length >= maxResumeLanguages}
            onSelect={() => setAdding(true)}
            data-testid="add-language"
          >
            <PlusIcon aria-hidden />
            <Trans>Add a language…</Trans>
          </DropdownMenuItem>
          {current && current !== versions[0] && (
            <DropdownMenuItem
              disabled={locked}
              onSelect={() => remove(current)}
              data-testid="remove-language"
            >
              <Trash2Icon aria-hidden />
              <Trans>Remove {languageName(current)}</Trans>
            </DropdownMenuItem>
          )}
          {untranslated.length > 0 && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuLabel data-testid="untranslated-list">
                <Trans>Not yet translated: {untranslated.length}</Trans>
                <ul className="mt-1 space-y-0.5 text-xs font-normal text-muted-foreground">
                  {untranslated.slice(0, listedFields).map((field) => (
                    <li key={field.path.join('.')} className="truncate">
                      {fieldLabel(view, field)}
                    </li>
                  ))}
                  {untranslated.length > listedFields && (
                    <li>
                      <Trans>and {untranslated.length - listedFields} more</Trans>
                    </li>
                  )}
                </ul>
              </DropdownMenuLabel>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {adding && (
        <AddLanguageDialog
          versions={versions}
          suggested={matchLocale(i18n.locale) ?? 'en-US'}
          onClose={() => setAdding(false)}
          onAdd={(tag, written) => {
            setVersions(addResumeLanguage(data, tag, { current: written, from: current }));
            setEditedLanguage(tag);
            setAdding(false);
          }}
        />
      )}
    </>
  );
};

const LanguageSelect = ({
  id,
  value,
  onChange,
  exclude,
}: {
  id: string;
  value: string;
  onChange: (tag: string) => void;
  exclude: string[];
}) => (
  <Select value={value} onValueChange={onChange}>
    <SelectTrigger id={id}>
      <SelectValue />
    </SelectTrigger>
    <SelectContent>
      {resumeLanguageTags
        .filter((tag) => !exclude.includes(tag))
        .map((tag) => (
          <SelectItem key={tag} value={tag}>
            {languageName(tag)}
          </SelectItem>
        ))}
    </SelectContent>
  </Select>
);

/**
 * A new version starts as a copy of the text shown, to be translated field by field. A resume without versions
 * first says which language it is written in.
 */
const AddLanguageDialog = ({
  versions,
  suggested,
  onClose,
  onAdd,
}: {
  versions: string[];
  suggested: string;
  onClose: () => void;
  onAdd: (tag: string, written: string) => void;
}) => {
  const [written, setWritten] = useState(versions[0] ?? suggested);
  const taken = versions.length > 0 ? versions : [written];
  const [tag, setTag] = useState(() => resumeLanguageTags.find((entry) => !taken.includes(entry)) ?? '');
  const target = taken.includes(tag)
    ? (resumeLanguageTags.find((entry) => !taken.includes(entry)) ?? '')
    : tag;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="add-language-dialog">
        <DialogHeader>
          <DialogTitle>
            <Trans>Add a language</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              The new version starts with the text you see now. Design, layout, picture, dates, levels and
              links stay shared by all versions; translate the texts field by field.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          {versions.length === 0 && (
            <div className="grid gap-2">
              <Label htmlFor="language-written">
                <Trans>This resume is written in</Trans>
              </Label>
              <LanguageSelect id="language-written" value={written} onChange={setWritten} exclude={[]} />
            </div>
          )}
          <div className="grid gap-2">
            <Label htmlFor="language-new">
              <Trans>New language</Trans>
            </Label>
            <LanguageSelect id="language-new" value={target} onChange={setTag} exclude={taken} />
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            onClick={() => onAdd(target, written)}
            disabled={!target}
            data-testid="add-language-confirm"
          >
            <Trans>Add</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
