import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Editor } from '@tiptap/react';
import { LinkIcon } from 'lucide-react';
import { isValidHref } from '@rb/schema';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { ToolbarButton } from './toolbar-button';

/** Sets the link of the selection; an empty URL removes it, an invalid one shows a small warning (docs/product.md#rich-text). */
export const LinkEditor = ({ editor, active }: { editor: Editor; active: boolean }) => {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [invalid, setInvalid] = useState(false);

  const onOpenChange = (next: boolean) => {
    if (next) {
      setHref((editor.getAttributes('link').href as string | undefined) ?? '');
      setInvalid(false);
    }
    setOpen(next);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const value = href.trim();
    if (value === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setOpen(false);
      return;
    }
    if (!isValidHref(value)) {
      setInvalid(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <ToolbarButton icon={LinkIcon} label={t`Link`} active={active} />
      </PopoverTrigger>
      <PopoverContent className="w-72" align="start">
        <form onSubmit={apply} className="grid gap-2">
          <label className="text-xs font-medium" htmlFor="rich-link-url">
            <Trans>Link URL</Trans>
          </label>
          <Input
            id="rich-link-url"
            value={href}
            placeholder="https://"
            aria-invalid={invalid}
            onChange={(event) => {
              setHref(event.target.value);
              setInvalid(false);
            }}
          />
          {invalid && (
            <p role="alert" className="text-xs text-warning">
              <Trans>enter a valid url</Trans>
            </p>
          )}
          <p className="text-xs text-muted-foreground">
            <Trans>Leave it empty to remove the link.</Trans>
          </p>
          <Button type="submit" size="sm">
            <Trans>Apply</Trans>
          </Button>
        </form>
      </PopoverContent>
    </Popover>
  );
};
