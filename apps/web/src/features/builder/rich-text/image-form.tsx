import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Editor } from '@tiptap/react';
import { ImageIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { ToolbarButton } from './toolbar-button';

/** Inserts an image: src is required, alt is optional (docs/product.md#rich-text). */
export const ImageForm = ({ editor }: { editor: Editor }) => {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [missing, setMissing] = useState(false);

  const insert = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (src.trim() === '') {
      setMissing(true);
      return;
    }
    editor
      .chain()
      .focus()
      .setImage({ src: src.trim(), alt: alt.trim() || undefined })
      .run();
    setSrc('');
    setAlt('');
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <ToolbarButton icon={ImageIcon} label={t`Insert image`} />
      </PopoverTrigger>
      <PopoverContent className="w-72" align="start">
        <form onSubmit={insert} className="grid gap-2">
          <label className="text-xs font-medium" htmlFor="rich-image-src">
            <Trans>Image address</Trans>
          </label>
          <Input
            id="rich-image-src"
            value={src}
            // Our own message, in the interface language, rather than the browser's bubble.
            aria-required
            aria-invalid={missing}
            aria-describedby={missing ? 'rich-image-src-missing' : undefined}
            placeholder="https://"
            onChange={(event) => {
              setSrc(event.target.value);
              setMissing(false);
            }}
          />
          {missing && (
            <p id="rich-image-src-missing" role="alert" className="text-xs text-destructive">
              <Trans>The image address is required.</Trans>
            </p>
          )}
          <label className="text-xs font-medium" htmlFor="rich-image-alt">
            <Trans>Description (optional)</Trans>
          </label>
          <Input id="rich-image-alt" value={alt} onChange={(event) => setAlt(event.target.value)} />
          <Button type="submit" size="sm">
            <Trans>Insert</Trans>
          </Button>
        </form>
      </PopoverContent>
    </Popover>
  );
};
