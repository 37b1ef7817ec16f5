import { useLingui } from '@lingui/react/macro';
import type { Url } from '@rb/schema';
import { Input } from '@/components/ui/input';
import { ltrFieldClass } from '@/lib/ltr';

type Props = { value: Url; onChange: (value: Url) => void; error?: string; id?: string };

/** A link: label and address. An invalid address shows the error state and a small warning under the field. */
export const UrlInput = ({ value, onChange, error, id }: Props) => {
  const { t } = useLingui();
  return (
    <div className="grid gap-1.5">
      <div className="grid grid-cols-[2fr_1fr] gap-2">
        <Input
          id={id}
          value={value.href}
          placeholder="https://"
          inputMode="url"
          dir="ltr"
          className={ltrFieldClass}
          aria-invalid={!!error}
          aria-label={t`Address`}
          onChange={(event) => onChange({ ...value, href: event.target.value })}
        />
        <Input
          value={value.label}
          placeholder={t`Label`}
          aria-label={t`Label`}
          onChange={(event) => onChange({ ...value, label: event.target.value })}
        />
      </div>
      {error && (
        <p role="alert" className="text-xs text-warning">
          {error}
        </p>
      )}
    </div>
  );
};
