import { useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { XIcon } from 'lucide-react';
import { Input } from '@/components/ui/input';

/** Splits typed text on commas; trims, drops empties and what is already there. */
export const addTags = (tags: string[], text: string): string[] => {
  const next = [...tags];
  for (const part of text.split(',')) {
    const tag = part.trim();
    if (tag !== '' && !next.includes(tag)) next.push(tag);
  }
  return next;
};

type Props = { value: string[]; onChange: (tags: string[]) => void; id?: string; placeholder?: string };

/** Keywords as chips: a comma or Enter adds, a click on a chip removes (docs/product.md#rich-text). */
export const TagInput = ({ value, onChange, id, placeholder }: Props) => {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');

  const commit = (text: string) => {
    const next = addTags(value, text);
    if (next.length !== value.length) onChange(next);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="grid gap-2">
      <Input
        id={id}
        value={draft}
        placeholder={placeholder ?? t`Type and press Enter or a comma`}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() && commit(draft)}
        onChange={(event) => {
          const text = event.target.value;
          if (text.includes(',')) {
            const end = text.lastIndexOf(',');
            commit(text.slice(0, end));
            setDraft(text.slice(end + 1));
          } else setDraft(text);
        }}
      />
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t`Keywords`}>
          {value.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => onChange(value.filter((entry) => entry !== tag))}
                aria-label={t`Remove ${tag}`}
                className="inline-flex items-center gap-1 rounded-full bg-secondary px-2.5 py-0.5 text-xs hover:bg-destructive hover:text-destructive-foreground"
              >
                {tag}
                <XIcon className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
