import { Trans, useLingui } from '@lingui/react/macro';
import { PlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { sectionActions } from '../store/section-actions';
import { scrollToSection } from './section-icons';

/** Adds a custom section at the end of the layout's last column and scrolls to it. */
export const AddSectionButton = () => {
  const { t } = useLingui();
  const add = () => {
    const ref = sectionActions.addCustom(t`Custom section`);
    if (ref) requestAnimationFrame(() => scrollToSection(ref));
  };
  return (
    <Button variant="outline" className="w-full border-dashed" onClick={add} id="builder-section-add">
      <PlusIcon aria-hidden />
      <Trans>Add a new section</Trans>
    </Button>
  );
};
