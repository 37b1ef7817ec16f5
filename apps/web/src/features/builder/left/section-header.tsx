import { useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ColumnsIcon,
  EllipsisVerticalIcon,
  EyeIcon,
  EyeOffIcon,
  PencilIcon,
  RotateCcwIcon,
  Trash2Icon,
  EraserIcon,
} from 'lucide-react';
import { columnsRange, isCustomLayoutId } from '@rb/schema';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { useResumeStore } from '../store/resume-store';
import { defaultNameOf, getSection, sectionActions } from '../store/section-actions';
import { sectionAnchor } from './section-icons';

type Props = { sectionRef: string; icon: ReactNode; hasItems: boolean };

/** A section's title line with its options: hide/show, rename (and reset), columns, clear, delete (custom only). */
export const SectionHeader = ({ sectionRef, icon, hasItems }: Props) => {
  const { t } = useLingui();
  const section = useResumeStore((state) => (state.view ? getSection(state.view, sectionRef) : undefined));
  const [renaming, setRenaming] = useState(false);
  // The rename field opens once the menu has closed and would hand focus back to its button: opened any
  // earlier, that focus lands outside the field and closes it again (seen on a busy machine).
  const renameNext = useRef(false);
  if (!section) return null;
  const defaultName = defaultNameOf(sectionRef);
  const isCustom = isCustomLayoutId(sectionRef);

  return (
    <div className="flex items-center gap-2">
      <span className="text-muted-foreground [&_svg]:size-4">{icon}</span>
      <Popover open={renaming} onOpenChange={setRenaming}>
        <PopoverAnchor asChild>
          <h2
            id={`${sectionAnchor(sectionRef)}-title`}
            className={cn(
              'min-w-0 flex-1 truncate text-base font-semibold',
              !section.visible && 'opacity-50',
            )}
          >
            {section.name || t`Untitled section`}
          </h2>
        </PopoverAnchor>
        {!section.visible && (
          <EyeOffIcon
            className="size-4 shrink-0 text-muted-foreground"
            role="img"
            aria-label={t`Hidden section`}
          >
            <title>{t`Hidden section`}</title>
          </EyeOffIcon>
        )}
        <PopoverContent align="start" className="w-72">
          <form
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              setRenaming(false);
            }}
          >
            <label className="text-xs font-medium" htmlFor={`${sectionAnchor(sectionRef)}-name`}>
              <Trans>Section name</Trans>
            </label>
            <div className="flex gap-2">
              <Input
                id={`${sectionAnchor(sectionRef)}-name`}
                value={section.name}
                autoFocus
                onChange={(event) => sectionActions.rename(sectionRef, event.target.value)}
              />
              {defaultName !== undefined && (
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={t`Reset to ${defaultName}`}
                  title={t`Reset to ${defaultName}`}
                  disabled={section.name === defaultName}
                  onClick={() => sectionActions.resetName(sectionRef)}
                >
                  <RotateCcwIcon aria-hidden />
                </Button>
              )}
            </div>
            {isCustom && 'description' in section && (
              <>
                <label className="text-xs font-medium" htmlFor={`${sectionAnchor(sectionRef)}-description`}>
                  <Trans>Description</Trans>
                </label>
                <Input
                  id={`${sectionAnchor(sectionRef)}-description`}
                  value={section.description ?? ''}
                  onChange={(event) => sectionActions.setDescription(sectionRef, event.target.value)}
                />
              </>
            )}
          </form>
        </PopoverContent>
      </Popover>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={t`Options of ${section.name}`}>
            <EllipsisVerticalIcon aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          className="w-52"
          onCloseAutoFocus={(event) => {
            if (!renameNext.current) return;
            renameNext.current = false;
            event.preventDefault();
            setRenaming(true);
          }}
        >
          <DropdownMenuItem onSelect={() => sectionActions.setVisible(sectionRef, !section.visible)}>
            {section.visible ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
            {section.visible ? <Trans>Hide section</Trans> : <Trans>Show section</Trans>}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void (renameNext.current = true)}>
            <PencilIcon aria-hidden />
            {isCustom ? <Trans>Rename and describe</Trans> : <Trans>Rename</Trans>}
          </DropdownMenuItem>
          {defaultName !== undefined && (
            <DropdownMenuItem
              disabled={section.name === defaultName}
              onSelect={() => sectionActions.resetName(sectionRef)}
            >
              <RotateCcwIcon aria-hidden />
              <Trans>Reset name</Trans>
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuLabel className="flex items-center gap-2">
            <ColumnsIcon className="size-3.5" aria-hidden />
            <Trans>Columns</Trans>
          </DropdownMenuLabel>
          <DropdownMenuRadioGroup
            value={String(section.columns)}
            onValueChange={(value) => sectionActions.setColumns(sectionRef, Number(value))}
            className="grid grid-cols-5 gap-1 px-1 pb-1"
          >
            {Array.from(
              { length: columnsRange.max - columnsRange.min + 1 },
              (_, index) => index + columnsRange.min,
            ).map((count) => (
              <DropdownMenuRadioItem
                key={count}
                value={String(count)}
                className="justify-center px-0 ps-0 data-[state=checked]:bg-accent"
              >
                {count}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuCheckboxItem
            checked={section.startOnNewPage === true}
            onCheckedChange={(value) => sectionActions.setFlow(sectionRef, 'startOnNewPage', value)}
          >
            <Trans>Start on a new page</Trans>
          </DropdownMenuCheckboxItem>
          <DropdownMenuCheckboxItem
            checked={section.keepTogether === true}
            onCheckedChange={(value) => sectionActions.setFlow(sectionRef, 'keepTogether', value)}
          >
            <Trans>Keep on one page</Trans>
          </DropdownMenuCheckboxItem>
          {(hasItems || isCustom) && <DropdownMenuSeparator />}
          {hasItems && (
            <DropdownMenuItem onSelect={() => sectionActions.clearItems(sectionRef)}>
              <EraserIcon aria-hidden />
              <Trans>Clear all items</Trans>
            </DropdownMenuItem>
          )}
          {isCustom && (
            <DropdownMenuItem variant="destructive" onSelect={() => sectionActions.deleteCustom(sectionRef)}>
              <Trash2Icon aria-hidden />
              <Trans>Delete section</Trans>
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
};
