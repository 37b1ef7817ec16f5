import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/toast';
import { LoaderCircleIcon, SparklesIcon } from 'lucide-react';
import { aiTones, type AiTone } from '@rb/schema';
import type { Editor } from '@tiptap/react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { keepSnapshotBeforeRewrite } from '../history/keep-snapshot';
import { readAiSettings, runAiAction, type AiAction } from './openai';

/**
 * Improve, fix and tone for one rich-text field; shown only when the assistant is set up in this browser. While an
 * action runs the field is read-only (and its toolbar disabled, through `onBusyChange`), so the answer never replaces
 * text typed meanwhile; if the text changed anyway (undo, a merge), the answer is dropped rather than written over it.
 */
export const AiMenu = ({
  editor,
  onBusyChange,
}: {
  editor: Editor;
  onBusyChange?: (busy: boolean) => void;
}) => {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  if (!readAiSettings()) return null;

  const tones: Record<AiTone, string> = {
    casual: t`Casual`,
    professional: t`Professional`,
    confident: t`Confident`,
    friendly: t`Friendly`,
  };

  const setRunning = (running: boolean) => {
    setBusy(running);
    onBusyChange?.(running);
  };

  const run = async (action: AiAction) => {
    if (editor.isEmpty) return;
    const html = editor.getHTML();
    const wasEditable = editor.isEditable;
    editor.setEditable(false, false);
    setRunning(true);
    try {
      const result = await runAiAction(action, html, readAiSettings(), {
        noKey: t`Add your OpenAI API key in the settings to use the AI assistant.`,
        noChoices: t`The AI service returned no answer. Please try again.`,
      });
      if (editor.isDestroyed) return;
      if (editor.getHTML() !== html) {
        toast.info(t`The text changed while the AI assistant was working, so its answer was not applied.`);
        return;
      }
      // The field is still read-only: the text the snapshot keeps is the text the answer replaces.
      await keepSnapshotBeforeRewrite('ai');
      if (editor.isDestroyed) return;
      editor.setEditable(wasEditable, false);
      editor.chain().focus().setContent(result).run();
    } catch (error) {
      toast.error(t`The AI assistant could not rewrite the text.`, {
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      if (!editor.isDestroyed) editor.setEditable(wasEditable, false);
      setRunning(false);
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        type="button"
        disabled={busy}
        aria-busy={busy}
        aria-label={t`AI assistant`}
        title={t`AI assistant`}
        className="grid size-7 shrink-0 place-items-center rounded text-muted-foreground hover:bg-accent hover:text-accent-foreground disabled:opacity-50 [&_svg]:size-3.5"
      >
        {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <SparklesIcon aria-hidden />}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem disabled={busy} onSelect={() => void run({ kind: 'improve' })}>
          {t`Improve writing`}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={busy} onSelect={() => void run({ kind: 'fix' })}>
          {t`Fix spelling and grammar`}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">{t`Change tone`}</DropdownMenuLabel>
        {aiTones.map((mood) => (
          <DropdownMenuItem key={mood} disabled={busy} onSelect={() => void run({ kind: 'tone', mood })}>
            {tones[mood]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
