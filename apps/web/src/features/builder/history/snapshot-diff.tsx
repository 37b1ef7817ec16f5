import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { diffDocuments, type DocumentChange } from './document-diff';

/** How many changes are listed; a long list says how many more there are. */
const shownChanges = 40;

const useWords = () => {
  const { t } = useLingui();
  const words: Record<string, string> = {
    basics: t`Basics`,
    metadata: t`Design`,
    name: t`Name`,
    headline: t`Headline`,
    email: t`Email`,
    phone: t`Phone`,
    location: t`Location`,
    url: t`Website`,
    picture: t`Picture`,
    customFields: t`Custom fields`,
    template: t`Template`,
    layout: t`Layout`,
    theme: t`Theme`,
    typography: t`Typography`,
    page: t`Page`,
    css: t`Custom CSS`,
    notes: t`Notes`,
    content: t`Summary`,
    summary: t`Summary`,
    label: t`Label`,
    href: t`Address`,
    description: t`Description`,
    keywords: t`Keywords`,
    date: t`Date`,
    visible: t`Visible`,
    columns: t`Columns`,
    // A letter's parts (docs/product.md#cover-letters).
    sender: t`Sender`,
    recipient: t`Recipient`,
    title: t`Title`,
    company: t`Company`,
    address: t`Address`,
    subject: t`Subject`,
    body: t`Text`,
    closing: t`Closing`,
    signature: t`Signature`,
    design: t`Design`,
    fromResumeId: t`Design from a resume`,
  };
  return (path: string[]) => path.map((step) => words[step] ?? step).join(' › ');
};

/**
 * What changed between a previewed snapshot's document (`before`) and the document now (`after`), in the order
 * of the document: a resume's or a letter's.
 */
export const SnapshotDiff = ({ before, after }: { before: unknown; after: unknown }) => {
  const { t } = useLingui();
  const where = useWords();
  const changes = useMemo(() => diffDocuments(before, after), [before, after]);
  const line = (change: DocumentChange) => {
    const place = where(change.path);
    switch (change.kind) {
      case 'added':
        return place ? t`Added since: ${change.label} in ${place}` : t`Added since: ${change.label}`;
      case 'removed':
        return place ? t`Removed since: ${change.label} from ${place}` : t`Removed since: ${change.label}`;
      case 'reordered':
        return t`Reordered: ${place}`;
      case 'changed':
        return `${place}: ${change.before || '∅'} → ${change.after || '∅'}`;
    }
  };
  if (changes.length === 0)
    return (
      <p className="text-sm">
        <Trans>This version is the same as the current one.</Trans>
      </p>
    );
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-medium">
        <Trans>Changes since this version</Trans>
      </h3>
      <ul aria-label={t`Changes since this version`} className="flex flex-col gap-1 text-xs">
        {changes.slice(0, shownChanges).map((change, index) => (
          <li key={index} data-kind={change.kind} className="break-words">
            {line(change)}
          </li>
        ))}
      </ul>
      {changes.length > shownChanges && (
        <p className="text-xs text-muted-foreground">
          <Trans>and {changes.length - shownChanges} more</Trans>
        </p>
      )}
    </div>
  );
};
