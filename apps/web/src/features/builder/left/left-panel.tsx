import { useLingui } from '@lingui/react/macro';
import { customIdFromLayoutId, customLayoutId, itemSectionKeys } from '@rb/schema';
import { EyeOffIcon, PlusIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Separator } from '@/components/ui/separator';
import { Tooltip } from '@/components/ui/tooltip';
import { useResumeStore } from '../store/resume-store';
import { AddSectionButton } from './add-section-button';
import { BasicsSection } from './basics/basics-section';
import { ItemSection } from './item-section';
import { SummarySection } from './summary-section';
import { scrollToSection, sectionIcons } from './section-icons';

const useCustomRefs = () =>
  useResumeStore((state) => (state.data ? Object.keys(state.data.sections.custom).join('|') : ''))
    .split('|')
    .filter(Boolean)
    .map(customLayoutId);

/** The icon rail: one button per section, in the order of the panel. */
const Rail = () => {
  const { t } = useLingui();
  const custom = useCustomRefs();
  const names = useResumeStore((state) => state.view?.sections);
  const entries: Array<{ ref: string; label: string; icon: keyof typeof sectionIcons; hidden?: boolean }> = [
    { ref: 'basics', label: t`Basics`, icon: 'basics' },
    {
      ref: 'summary',
      label: names?.summary.name ?? '',
      icon: 'summary',
      hidden: names?.summary.visible === false,
    },
    ...itemSectionKeys.map((key) => ({
      ref: key,
      label: names?.[key].name ?? key,
      icon: key,
      hidden: names?.[key].visible === false,
    })),
    ...custom.map((ref) => {
      const section = names?.custom[customIdFromLayoutId(ref)];
      return {
        ref,
        label: section?.name || t`Custom section`,
        icon: 'custom' as const,
        hidden: section?.visible === false,
      };
    }),
  ];
  return (
    <nav
      aria-label={t`Sections`}
      className="flex w-12 shrink-0 flex-col items-center gap-1 overflow-y-auto border-e bg-muted/30 py-2 [scrollbar-width:none]"
    >
      {entries.map(({ ref, label, icon, hidden }) => {
        const Icon = sectionIcons[icon];
        const name = hidden ? t`${label} (hidden)` : label;
        return (
          <Tooltip key={ref} content={name} side="right">
            <button
              type="button"
              aria-label={name}
              onClick={() => scrollToSection(ref)}
              className="relative grid size-8 shrink-0 place-items-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
            >
              <Icon className={cn('size-4', hidden && 'opacity-50')} aria-hidden />
              {hidden && (
                <EyeOffIcon
                  className="absolute -end-0.5 -bottom-0.5 size-3 rounded-full bg-background p-px text-foreground"
                  aria-hidden
                />
              )}
            </button>
          </Tooltip>
        );
      })}
      <Tooltip content={t`Add a new section`} side="right">
        <button
          type="button"
          aria-label={t`Add a new section`}
          onClick={() => scrollToSection('add')}
          className="grid size-8 shrink-0 place-items-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
        >
          <PlusIcon className="size-4" aria-hidden />
        </button>
      </Tooltip>
    </nav>
  );
};

/** Content of the resume: basics, summary, every fixed section, the custom ones, and a way to add more. */
export const LeftPanel = () => {
  const custom = useCustomRefs();
  return (
    <div className="flex h-full min-h-0 bg-background" data-testid="left-panel">
      <Rail />
      <div className="@container min-w-0 flex-1 overflow-y-auto overflow-x-hidden overscroll-contain">
        <div className="flex flex-col gap-8 p-4 pb-24 @md:p-6">
          <BasicsSection />
          <Separator />
          <SummarySection />
          {itemSectionKeys.map((key) => {
            const Icon = sectionIcons[key];
            return (
              <div key={key} className="flex flex-col gap-8">
                <Separator />
                <ItemSection sectionRef={key} icon={<Icon aria-hidden />} />
              </div>
            );
          })}
          {custom.map((ref) => {
            const Icon = sectionIcons.custom;
            return (
              <div key={ref} className="flex flex-col gap-8">
                <Separator />
                <ItemSection sectionRef={ref} icon={<Icon aria-hidden />} />
              </div>
            );
          })}
          <Separator />
          <AddSectionButton />
        </div>
      </div>
    </div>
  );
};
