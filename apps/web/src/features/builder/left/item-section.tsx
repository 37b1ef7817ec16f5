import type { ReactNode } from 'react';
import { useResumeStore } from '../store/resume-store';
import { getSection } from '../store/section-actions';
import type { AnyItem } from '../store/item-actions';
import { AddItemButton, ItemList } from './item-list';
import { SectionHeader } from './section-header';
import { sectionAnchor } from './section-icons';

/** A section with items: header, sortable list and the add button. */
export const ItemSection = ({ sectionRef, icon }: { sectionRef: string; icon: ReactNode }) => {
  const items = useResumeStore((state) => {
    const section = state.view ? getSection(state.view, sectionRef) : undefined;
    return section && 'items' in section ? (section.items as AnyItem[]) : undefined;
  });
  if (!items) return null;
  return (
    <section
      id={sectionAnchor(sectionRef)}
      aria-labelledby={`${sectionAnchor(sectionRef)}-title`}
      tabIndex={-1}
      className="flex scroll-mt-2 flex-col gap-4 rounded-md"
      data-section={sectionRef}
    >
      <SectionHeader sectionRef={sectionRef} icon={icon} hasItems />
      <ItemList sectionRef={sectionRef} items={items} footer={<AddItemButton sectionRef={sectionRef} />} />
    </section>
  );
};
