import { useLingui } from '@lingui/react/macro';
import { builtInProfileIcons, normaliseIconSlug } from '@rb/templates/profile-icons';
import { Input } from '@/components/ui/input';

/** A brand icon's slug (simple-icons) with its preview, drawn from the icons the app ships (no remote CDN). */
export const ProfileIconInput = ({
  value,
  onChange,
  id,
  placeholder,
}: {
  value: string;
  onChange: (slug: string) => void;
  id?: string;
  placeholder?: string;
}) => {
  const { t } = useLingui();
  const path = value ? builtInProfileIcons[normaliseIconSlug(value)] : undefined;
  return (
    <div className="flex items-center gap-2">
      <span className="grid size-9 shrink-0 place-items-center rounded-md border bg-muted" aria-hidden>
        {path ? (
          <svg viewBox="0 0 24 24" className="size-4 fill-current">
            <path d={path} />
          </svg>
        ) : (
          <span className="text-xs text-muted-foreground">{value.trim().charAt(0).toUpperCase() || '?'}</span>
        )}
      </span>
      <Input
        id={id}
        value={value}
        placeholder={placeholder}
        list="profile-icon-slugs"
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id="profile-icon-slugs">
        {Object.keys(builtInProfileIcons).map((slug) => (
          <option key={slug} value={slug} />
        ))}
      </datalist>
      <span className="sr-only">{t`Icons come from the Simple Icons set, for example github or linkedin.`}</span>
    </div>
  );
};
