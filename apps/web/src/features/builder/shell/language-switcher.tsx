import { lazy, Suspense, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckIcon, LanguagesIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { matchLocale } from '@rb/i18n';
import {
  addResumeLanguage,
  customIdFromLayoutId,
  isCustomLayoutId,
  maxResumeLanguages,
  removeResumeLanguage,
  untranslatedFields,
  type ResumeData,
  type UntranslatedField,
} from '@rb/schema';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { editResume, setEditedLanguage, useResumeStore } from '../store/resume-store';
import { getSection } from '../store/section-actions';
import { languageName } from './language-name';

// The dialog that adds a version is fetched when it is asked for.
const AddLanguageDialog = lazy(() =>
  import('./add-language-dialog').then((module) => ({ default: module.AddLanguageDialog })),
);

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
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </>
  );
};
