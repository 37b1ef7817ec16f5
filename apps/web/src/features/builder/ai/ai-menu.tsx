import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
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
import { readAiSettings, runAiAction, type AiAction } from './openai';

/** Improve, fix and tone for one rich-text field; shown only when a key is stored in this browser. */
export const AiMenu = ({ editor }: { editor: Editor }) => {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  if (!readAiSettings()) return null;

  const tones: Record<AiTone, string> = {
    casual: t`Casual`,
    professional: t`Professional`,
    confident: t`Confident`,
    friendly: t`Friendly`,
  };

  const run = async (action: AiAction) => {
    const html = editor.getHTML();
    if (editor.isEmpty) return;
    setBusy(true);
    try {
      const result = await runAiAction(action, html, readAiSettings(), {
        noKey: t`Add your OpenAI API key in the settings to use the AI assistant.`,
        noChoices: t`The AI service returned no answer. Please try again.`,
      });
      editor.chain().focus().setContent(result).run();
    } catch (error) {
      toast.error(t`The AI assistant could not rewrite the text.`, {
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
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
        <DropdownMenuLabel>{t`Change tone`}</DropdownMenuLabel>
        {aiTones.map((mood) => (
          <DropdownMenuItem key={mood} disabled={busy} onSelect={() => void run({ kind: 'tone', mood })}>
            {tones[mood]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
