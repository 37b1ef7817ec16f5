import { beforeEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentData, loadResume } from '../store/resume-store';
import { sectionActions } from '../store/section-actions';
import { testResume } from '@/test/test-resume';
import { useUndoHotkeys } from './use-undo-hotkeys';

const Host = () => {
  useUndoHotkeys();
  return (
    <>
      <input aria-label="field" />
      <div role="dialog">
        <input aria-label="dialog field" />
      </div>
      <div role="dialog" data-builder-drawer>
        <input aria-label="drawer field" />
      </div>
    </>
  );
};

beforeEach(() => loadResume(testResume()));

describe('undo shortcuts', () => {
  it('undo with Ctrl+Z and redo with Ctrl+Shift+Z, also from a field of the panels', async () => {
    const user = userEvent.setup();
    const screen = render(<Host />);
    sectionActions.setVisible('awards', false);
    await user.click(screen.getByLabelText('field'));
    await user.keyboard('{Control>}z{/Control}');
    expect(currentData().sections.awards.visible).toBe(true);
    await user.click(screen.getByLabelText('drawer field'));
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(currentData().sections.awards.visible).toBe(false);
  });

  it('leaves the shortcut to the form inside a dialog', async () => {
    const user = userEvent.setup();
    const screen = render(<Host />);
    sectionActions.setVisible('awards', false);
    await user.click(screen.getByLabelText('dialog field'));
    await user.keyboard('{Control>}z{/Control}');
    expect(currentData().sections.awards.visible).toBe(false);
  });
});
