import { useLingui } from '@lingui/react/macro';
import { QuoteIcon } from 'lucide-react';

/** Invented, product-generic quotes: they describe what the product does, attributed by role only. */
export const Testimonials = () => {
  const { t } = useLingui();
  const quotes = [
    {
      quote: t`I rebuilt my resume in an evening and switched templates twice without retyping a word.`,
      who: t`Frontend developer`,
    },
    {
      quote: t`Sharing one link instead of attachments made applying so much simpler, and I could see it being opened.`,
      who: t`Graduate job seeker`,
    },
    {
      quote: t`We host it for our students ourselves. Nothing leaves our server, which is exactly what we needed.`,
      who: t`Career centre coordinator`,
    },
  ];
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {quotes.map(({ quote, who }) => (
        <li key={who} className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-xs">
          <QuoteIcon className="size-5 text-muted-foreground" aria-hidden />
          <blockquote className="flex-1 leading-relaxed">{quote}</blockquote>
          <p className="text-sm text-muted-foreground">— {who}</p>
        </li>
      ))}
    </ul>
  );
};
