import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { LanguagesIcon } from 'lucide-react';
import { languages as localLanguages, type Language } from '@rb/i18n';
import { LanguageProgress } from '@/components/language-progress';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { api } from '@/lib/api/client';
import { useChangeLocale } from '@/hooks/use-change-locale';

const languageSchema = z.object({
  id: z.string(),
  name: z.string(),
  editorCode: z.string(),
  locale: z.string(),
  progress: z.number(),
});

/** The server's list (it knows the live progress); the bundled list when it cannot answer. */
const fetchLanguages = async (): Promise<Language[]> => {
  try {
    return await api('/translation/languages', { schema: z.array(languageSchema), auth: 'none' });
  } catch {
    return [...localLanguages];
  }
};

export const LanguagePicker = () => {
  const { t, i18n } = useLingui();
  const change = useChangeLocale();
  const { data = localLanguages } = useQuery({
    queryKey: ['translation', 'languages'],
    queryFn: fetchLanguages,
  });
  const sorted = [...data].sort((a, b) => a.name.localeCompare(b.name, i18n.locale));

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t`Change language`}>
          <LanguagesIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-80 w-64 overflow-y-auto">
        <DropdownMenuLabel>{t`Language`}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={i18n.locale} onValueChange={(locale) => void change(locale)}>
          {sorted.map((language) => (
            <DropdownMenuRadioItem key={language.locale} value={language.locale} lang={language.locale}>
              <span className="flex-1 truncate">{language.name}</span>
              <LanguageProgress progress={language.progress} />
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
