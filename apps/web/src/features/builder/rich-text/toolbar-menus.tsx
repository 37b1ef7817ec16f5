import { useLingui } from '@lingui/react/macro';
import type { Editor } from '@tiptap/react';
import {
  AlignCenterIcon,
  AlignJustifyIcon,
  AlignLeftIcon,
  AlignRightIcon,
  CheckIcon,
  CodeIcon,
  EllipsisIcon,
  HighlighterIcon,
  StrikethroughIcon,
  type LucideIcon,
} from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ToolbarButton } from './toolbar-button';

export type Alignment = 'left' | 'center' | 'right' | 'justify';
export type RareMarks = { strike: boolean; code: boolean; highlight: boolean };

/**
 * A menu closes onto the text, not onto its button, so typing goes on where it was: at once when an entry is
 * picked (the menu's own hand-back waits for its closing animation), and when it is dismissed.
 */
const backToText = (editor: Editor) => (event: Event) => {
  event.preventDefault();
  // The menu may close after its editor went away (the dialog closed): then there is no text to go back to.
  if (!editor.isDestroyed) editor.view.focus();
};

const inText = (editor: Editor) => {
  editor.view.focus();
  return editor.chain();
};

const Check = ({ on }: { on: boolean }) =>
  on ? <CheckIcon className="ms-auto size-3.5" aria-hidden /> : null;

/** The four alignments behind one button that shows the current one: they are picked far less than bold. */
export const AlignMenu = ({ editor, value }: { editor: Editor; value: Alignment }) => {
  const { t } = useLingui();
  const options: Array<{ value: Alignment; label: string; icon: LucideIcon }> = [
    { value: 'left', label: t`Align left`, icon: AlignLeftIcon },
    { value: 'center', label: t`Align centre`, icon: AlignCenterIcon },
    { value: 'right', label: t`Align right`, icon: AlignRightIcon },
    { value: 'justify', label: t`Justify`, icon: AlignJustifyIcon },
  ];
  const current = options.find((option) => option.value === value) ?? options[0]!;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <ToolbarButton icon={current.icon} label={t`Alignment`} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" onCloseAutoFocus={backToText(editor)}>
        <DropdownMenuRadioGroup
          value={value}
          onValueChange={(next) => inText(editor).setTextAlign(next).run()}
        >
          {options.map(({ value: option, label, icon: Icon }) => (
            <DropdownMenuRadioItem key={option} value={option}>
              <Icon aria-hidden />
              {label}
              <Check on={option === value} />
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};

/** Strikethrough, code and highlight: kept out of the row so the toolbar fits the panel's default width. */
export const MoreMarksMenu = ({ editor, marks }: { editor: Editor; marks: RareMarks }) => {
  const { t } = useLingui();
  const entries: Array<{ key: keyof RareMarks; label: string; icon: LucideIcon; toggle: () => void }> = [
    {
      key: 'strike',
      label: t`Strikethrough`,
      icon: StrikethroughIcon,
      toggle: () => inText(editor).toggleStrike().run(),
    },
    { key: 'code', label: t`Code`, icon: CodeIcon, toggle: () => inText(editor).toggleCode().run() },
    {
      key: 'highlight',
      label: t`Highlight`,
      icon: HighlighterIcon,
      toggle: () => inText(editor).toggleHighlight().run(),
    },
  ];
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        {/* Tinted while one of its marks applies; aria-pressed would clash with the menu button's role. */}
        <ToolbarButton
          icon={EllipsisIcon}
          label={t`More formatting`}
          className={
            marks.strike || marks.code || marks.highlight ? 'bg-accent/60 text-foreground' : undefined
          }
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" onCloseAutoFocus={backToText(editor)}>
        {entries.map(({ key, label, icon: Icon, toggle }) => (
          <DropdownMenuCheckboxItem key={key} checked={marks[key]} onSelect={toggle}>
            <Icon aria-hidden />
            {label}
            <Check on={marks[key]} />
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
