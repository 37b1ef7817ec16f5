import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { resumeLanguageTags } from '@rb/schema';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { languageName } from './language-name';

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
export const AddLanguageDialog = ({
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
