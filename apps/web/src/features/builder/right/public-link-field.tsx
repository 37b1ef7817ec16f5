import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CopyIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
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

/** The switch that makes a document public, with what that means for it (`description`). */
export const PublicSwitch = ({
  description,
  checked,
  disabled,
  onChange,
}: {
  description: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: boolean) => void;
}) => {
  const { t } = useLingui();
  return (
    <label className="flex items-center justify-between gap-2 text-sm">
      <span className="grid gap-0.5">
        <span className="font-medium">
          <Trans>Public</Trans>
        </span>
        <span className="text-xs text-muted-foreground">{description}</span>
      </span>
      <Switch checked={checked} disabled={disabled} onCheckedChange={onChange} aria-label={t`Public`} />
    </label>
  );
};
