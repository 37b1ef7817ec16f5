import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { Highlight } from '@tiptap/extension-highlight';
import { Image } from '@tiptap/extension-image';
import { TextAlign } from '@tiptap/extension-text-align';
import { BoldIcon, ItalicIcon, ListIcon, ListOrderedIcon, UnderlineIcon } from 'lucide-react';
import { displayPictureUrl, richEditorHeight } from '@rb/schema';
import { cn } from '@/lib/utils';
import { AiMenu } from '../ai/ai-menu';
import { ImageForm } from './image-form';
import { LinkEditor } from './link-editor';
import { ToolbarButton } from './toolbar-button';
import { AlignMenu, MoreMarksMenu, type Alignment } from './toolbar-menus';

/**
 * Pictures keep the address the author typed in the document, but the editor shows them through the app, like the
 * preview does: the page policy lets the browser load pictures only from the app itself.
 */
const ShownImage = Image.extend({
  addNodeView() {
    return ({ node }) => {
      const image = document.createElement('img');
      image.src = displayPictureUrl(String(node.attrs.src ?? ''), window.location.origin);
      image.alt = String(node.attrs.alt ?? '');
      if (node.attrs.title) image.title = String(node.attrs.title);
      return { dom: image };
    };
  },
});

const extensions = [
  StarterKit.configure({
    heading: false,
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  Highlight,
  ShownImage,
  TextAlign.configure({ types: ['paragraph'] }),
];

const Toolbar = ({ editor, onAiBusyChange }: { editor: Editor; onAiBusyChange: (busy: boolean) => void }) => {
  const { t } = useLingui();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      link: current.isActive('link'),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      code: current.isActive('code'),
      highlight: current.isActive('highlight'),
      align:
        (['center', 'right', 'justify'] as const).find((align) => current.isActive({ textAlign: align })) ??
        ('left' as Alignment),
    }),
  });
  // The text gets the focus back before the command runs, synchronously: Tiptap's own focus() waits for the next
  // animation frame, and keys typed meanwhile went to the button (a space pressed it again, undoing a list).
  const chain = () => {
    if (!editor.view.hasFocus()) editor.view.focus();
    return editor.chain().focus();
  };
  return (
    <div
      role="toolbar"
      aria-label={t`Formatting`}
      className="flex flex-wrap items-center gap-0.5 border-b p-1"
    >
      <ToolbarButton
        icon={BoldIcon}
        label={t`Bold`}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolbarButton
        icon={ItalicIcon}
        label={t`Italic`}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolbarButton
        icon={UnderlineIcon}
        label={t`Underline`}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <LinkEditor editor={editor} active={state.link} />
      <span className="mx-0.5 h-4 w-px bg-border" aria-hidden />
      <ToolbarButton
        icon={ListIcon}
        label={t`Bullet list`}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolbarButton
        icon={ListOrderedIcon}
        label={t`Numbered list`}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <span className="mx-0.5 h-4 w-px bg-border" aria-hidden />
      <AlignMenu editor={editor} value={state.align} />
      <span className="mx-0.5 h-4 w-px bg-border" aria-hidden />
      <ImageForm editor={editor} />
      <MoreMarksMenu editor={editor} marks={state} />
      <span className="ms-auto" />
      <AiMenu editor={editor} onBusyChange={onAiBusyChange} />
    </div>
  );
};

type Props = {
  value: string;
  onChange: (html: string) => void;
  label?: string;
  id?: string;
  className?: string;
  editable?: boolean;
};

/** Rich text (HTML) with a formatting toolbar; its text area is 160–200 px high, scrolling inside (docs/product.md#rich-text). */
export const RichTextEditor = ({ value, onChange, label, id, className, editable = true }: Props) => {
  const [aiBusy, setAiBusy] = useState(false);
  const editor = useEditor({
    extensions,
    content: value,
    editable,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        ...(label ? { 'aria-label': label } : {}),
        // The whole area takes clicks, not only the first line.
        style: `min-height: ${richEditorHeight.min}px`,
        class:
          'px-3 py-2 text-sm outline-none [&_a]:underline [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_mark]:bg-yellow-200 [&_ol]:list-decimal [&_ol]:ps-5 [&_p]:my-1 [&_ul]:list-disc [&_ul]:ps-5 [&_img]:max-w-full',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // The value can change from outside (undo, another tab): show it without echoing it back.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // No update event: the text did not change, and the form or store must not see an edit.
    editor?.setEditable(editable, false);
  }, [editor, editable]);

  return (
    <div
      className={cn(
        'overflow-hidden rounded-md border border-input bg-background focus-within:outline-2 focus-within:outline-ring',
        className,
      )}
      data-rich-text
      aria-busy={aiBusy || undefined}
    >
      {editor && editable && (
        // While the AI assistant rewrites the text, nothing else may change it.
        <fieldset disabled={aiBusy} className="contents">
          <Toolbar editor={editor} onAiBusyChange={setAiBusy} />
        </fieldset>
      )}
      <div
        className={cn('overflow-y-auto', aiBusy && 'animate-pulse opacity-60')}
        style={{ minHeight: richEditorHeight.min, maxHeight: richEditorHeight.max }}
        data-testid="rich-text-area"
      >
        <EditorContent editor={editor} />
      </div>
    </div>
  );
};
