import { useLingui } from '@lingui/react/macro';
import { CopyIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { copyText } from '../shared/export-actions';

/** A public document's address, read-only and selected on focus, with a button that copies it. */
export const PublicLinkField = ({ link }: { link: string }) => {
  const { t } = useLingui();
  return (
    <div className="flex gap-2">
      <Input readOnly value={link} aria-label={t`Public link`} onFocus={(event) => event.target.select()} />
      <Button
        variant="outline"
        size="icon"
        aria-label={t`Copy public link`}
        onClick={() => void copyText(link, t`The link is copied.`)}
      >
        <CopyIcon aria-hidden />
      </Button>
    </div>
  );
};
