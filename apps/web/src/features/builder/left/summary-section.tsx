import { useLingui } from '@lingui/react/macro';
import { useResumeStore } from '../store/resume-store';
import { sectionActions } from '../store/section-actions';
import { RichTextEditor } from '../rich-text/lazy-rich-text-editor';
import { SectionHeader } from './section-header';
import { sectionAnchor, sectionIcons } from './section-icons';

export const SummarySection = () => {
  const { t } = useLingui();
  const content = useResumeStore((state) => state.view!.sections.summary.content);
  const locked = useResumeStore((state) => state.meta?.locked ?? false);
  const Icon = sectionIcons.summary;
  return (
    <section
      id={sectionAnchor('summary')}
      aria-labelledby={`${sectionAnchor('summary')}-title`}
      tabIndex={-1}
      className="flex scroll-mt-2 flex-col gap-4 rounded-md"
    >
      <SectionHeader sectionRef="summary" icon={<Icon aria-hidden />} hasItems={false} />
      <RichTextEditor
        value={content}
        onChange={sectionActions.setSummary}
        label={t`Summary`}
        editable={!locked}
      />
    </section>
  );
};
