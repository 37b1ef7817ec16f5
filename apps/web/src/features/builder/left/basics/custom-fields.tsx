import { Trans, useLingui } from '@lingui/react/macro';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { customFieldIcons } from '@rb/templates/icons';
import type { CustomField } from '@rb/schema';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { basicsActions } from '../../store/basics-actions';

const IconPicker = ({ field }: { field: CustomField }) => {
  const { t } = useLingui();
  const Current = customFieldIcons[field.icon];
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button type="button" variant="outline" size="icon" aria-label={t`Choose an icon`}>
          {Current ? <Current aria-hidden /> : <span className="text-xs text-muted-foreground">?</span>}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-64 p-2">
        {/* One tab stop; arrow keys move through the icons and pick them. */}
        <RadioGroup.Root
          value={field.icon}
          onValueChange={(icon) => basicsActions.updateCustomField(field.id, { icon })}
          aria-label={t`Icons`}
          loop
          className="grid grid-cols-7 gap-1"
        >
          {Object.entries(customFieldIcons).map(([name, Icon]) => (
            <RadioGroup.Item
              key={name}
              value={name}
              title={name}
              aria-label={name}
              className={cn(
                'grid size-8 place-items-center rounded outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4',
                'data-[state=checked]:bg-accent data-[state=checked]:ring-1 data-[state=checked]:ring-ring',
              )}
            >
              <Icon aria-hidden />
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </PopoverContent>
    </Popover>
  );
};

/** Extra contact lines (birthday, nationality…) with an icon each. */
export const CustomFields = ({ fields }: { fields: CustomField[] }) => {
  const { t } = useLingui();
  return (
    <div className="grid gap-2">
      {fields.map((field) => (
        <div key={field.id} className="flex items-center gap-2" data-testid="custom-field">
          <IconPicker field={field} />
          <Input
            value={field.name}
            placeholder={t`Name`}
            aria-label={t`Field name`}
            onChange={(event) => basicsActions.updateCustomField(field.id, { name: event.target.value })}
          />
          <Input
            value={field.value}
            placeholder={t`Value`}
            aria-label={t`Field value`}
            onChange={(event) => basicsActions.updateCustomField(field.id, { value: event.target.value })}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t`Remove the field`}
            onClick={() => basicsActions.removeCustomField(field.id)}
          >
            <Trash2Icon aria-hidden />
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="link"
        size="sm"
        className="justify-self-start px-0"
        onClick={basicsActions.addCustomField}
      >
        <PlusIcon aria-hidden />
        <Trans>Add a custom field</Trans>
      </Button>
    </div>
  );
};
