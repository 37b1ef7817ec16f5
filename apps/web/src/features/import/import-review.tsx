import { useId } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlertIcon } from 'lucide-react';
import type { ResumeData } from '@rb/schema';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { textAt } from './import-state';

/** Below this the import is unsure of a field and the review marks it (docs/product.md#pdf-import). */
const lowConfidence = 0.6;

/** `sections.experience.items.0.company` → ["experience", 1, "company"]; basics fields → ["basics", 0, field]. */
const partsOf = (path: string): { group: string; item: number; field: string } => {
  const keys = path.split('.');
  if (keys[0] === 'basics') return { group: 'basics', item: 0, field: keys.slice(1).join('.') };
  if (keys[1] === 'custom')
    return { group: keys[2] ?? 'custom', item: Number(keys[4]) + 1, field: keys.slice(5).join('.') };
  return { group: keys[1] ?? '', item: Number(keys[3]) + 1, field: keys.slice(4).join('.') };
};

/** The names the builder's forms give the fields an import fills; another field shows its key. */
const fieldLabels: Record<string, MessageDescriptor> = {
  name: msg`Name`,
  headline: msg`Headline`,
  email: msg`Email`,
  phone: msg`Phone`,
  location: msg`Location`,
  'url.href': msg`Website`,
  company: msg`Company`,
  position: msg`Position`,
  date: msg`Date`,
  institution: msg`Institution`,
  area: msg`Area of study`,
  studyType: msg`Type of study`,
  score: msg`Score`,
  title: msg`Title`,
  awarder: msg`Awarder`,
  issuer: msg`Issuer`,
  publisher: msg`Publisher`,
  organization: msg`Organization`,
  network: msg`Network`,
  username: msg`Username`,
  description: msg`Description`,
};

/**
 * The review step of a Word or PDF import: every field the import filled, grouped by section and entry, each
 * editable; fields it is unsure of are marked. What is saved is what is shown here.
 */
export const ImportReview = ({
  data,
  confidence,
  onEdit,
}: {
  data: ResumeData;
  confidence: Record<string, number>;
  onEdit: (path: string, value: string) => void;
}) => {
  const { t, i18n } = useLingui();
  const id = useId();
  const fieldLabel = (field: string) => (fieldLabels[field] ? i18n._(fieldLabels[field]) : field);
  const paths = Object.keys(confidence);
  const unsure = paths.filter((path) => confidence[path]! < lowConfidence).length;
  const groups = new Map<string, string[]>();
  for (const path of paths) {
    const { group, item } = partsOf(path);
    const key = group === 'basics' ? 'basics' : `${group} ${item}`;
    groups.set(key, [...(groups.get(key) ?? []), path]);
  }
  const sectionName = (group: string) =>
    group === 'basics'
      ? t`Basics`
      : ((data.sections as unknown as Record<string, { name?: string }>)[group]?.name ??
        data.sections.custom[group]?.name ??
        group);
  return (
    <div className="grid gap-2" data-testid="import-review">
      <p className="text-xs text-muted-foreground">
        {unsure > 0 ? (
          <Trans>
            Check what was read from the file before you import it. {unsure} fields the import is unsure of
            are marked.
          </Trans>
        ) : (
          <Trans>Check what was read from the file before you import it.</Trans>
        )}
      </p>
      <div className="grid max-h-80 gap-3 overflow-auto rounded-md border p-3">
        {[...groups.entries()].map(([key, fields]) => {
          const { group, item } = partsOf(fields[0]!);
          return (
            <fieldset key={key} className="grid gap-1.5">
              <legend className="mb-1 text-xs font-medium">
                {group === 'basics' ? sectionName(group) : `${sectionName(group)} · ${item}`}
              </legend>
              {fields.map((path) => {
                const low = confidence[path]! < lowConfidence;
                const inputId = `${id}-${path}`;
                return (
                  <div key={path} className="grid grid-cols-[8rem_1fr] items-center gap-2">
                    <label
                      htmlFor={inputId}
                      className="flex items-center gap-1 truncate text-xs text-muted-foreground"
                    >
                      {low && (
                        <TriangleAlertIcon
                          className="size-3.5 shrink-0 text-amber-600"
                          aria-label={t`Unsure`}
                        />
                      )}
                      {fieldLabel(partsOf(path).field)}
                    </label>
                    <Input
                      id={inputId}
                      value={textAt(data, path)}
                      data-confidence={confidence[path]!.toFixed(2)}
                      aria-invalid={low ? true : undefined}
                      onChange={(event) => onEdit(path, event.currentTarget.value)}
                      className={cn(
                        'h-8 text-sm',
                        low && 'border-amber-500 bg-amber-50 dark:bg-amber-950/30',
                      )}
                    />
                  </div>
                );
              })}
            </fieldset>
          );
        })}
      </div>
    </div>
  );
};
