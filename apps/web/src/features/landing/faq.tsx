import { useLingui } from '@lingui/react/macro';
import { ChevronDownIcon } from 'lucide-react';
import { productName } from '@/lib/product';

export const Faq = () => {
  const { t } = useLingui();
  const entries = [
    {
      question: t`Is ${productName} really free?`,
      answer: t`Yes. There is no paid plan, no watermark and no limit on resumes. The code is open source under the MIT license.`,
    },
    {
      question: t`What happens to my data?`,
      answer: t`Your resumes are stored on the server you use and are never sold or shown to anyone unless you make a resume public. You can export everything as JSON and delete your account at any time.`,
    },
    {
      question: t`Can I host it myself?`,
      answer: t`Yes. One command starts the whole app with a built-in database; the documentation shows how to run it with PostgreSQL and object storage.`,
    },
    {
      question: t`Can I import my existing resume?`,
      answer: t`You can import JSON Resume files, LinkedIn data exports and documents exported from earlier versions of ${productName}.`,
    },
    {
      question: t`Will my PDF look the same as the preview?`,
      answer: t`Yes. The preview, the public page and the PDF are drawn by the same renderer, with the same fonts, page by page.`,
    },
  ];
  return (
    <div className="divide-y rounded-xl border bg-card">
      {entries.map(({ question, answer }) => (
        <details key={question} className="group px-5 [&_summary::-webkit-details-marker]:hidden">
          <summary className="flex cursor-pointer items-center justify-between gap-4 py-4 font-medium outline-none focus-visible:underline">
            {question}
            <ChevronDownIcon
              className="size-4 shrink-0 transition-transform group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <p className="pb-5 leading-relaxed text-muted-foreground">{answer}</p>
        </details>
      ))}
    </div>
  );
};
