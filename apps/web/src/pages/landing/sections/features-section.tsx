import { Trans, useLingui } from '@lingui/react/macro';
import {
  FileDownIcon,
  GlobeIcon,
  LayoutTemplateIcon,
  LockKeyholeIcon,
  ServerIcon,
  Share2Icon,
} from 'lucide-react';
import { Section } from './section';

const Feature = ({
  icon: Icon,
  title,
  body,
  languageCount,
}: {
  icon: typeof GlobeIcon;
  title: string;
  body: string;
  languageCount?: number;
}) => (
  <li className="flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-xs">
    <span className="grid size-10 place-items-center rounded-lg bg-secondary">
      <Icon className="size-5" aria-hidden />
    </span>
    <h3 className="font-semibold" data-language-count={languageCount}>
      {title}
    </h3>
    <p className="text-sm leading-relaxed text-muted-foreground">{body}</p>
  </li>
);

/** What the product does, in six cards; the languages' card names the count the islands keep current. */
export const FeaturesSection = ({ languageCount }: { languageCount: number }) => {
  const { t } = useLingui();
  const features = [
    {
      icon: LockKeyholeIcon,
      title: t`Private by design`,
      body: t`No tracking and no ads. Your data stays on the server you choose.`,
    },
    {
      icon: LayoutTemplateIcon,
      title: t`Fifteen templates`,
      body: t`Switch the look at any time; your content stays as it is.`,
    },
    {
      icon: FileDownIcon,
      title: t`PDF and JSON export`,
      body: t`Download a print-ready PDF, or take your data with you as JSON.`,
    },
    {
      icon: Share2Icon,
      title: t`Share a public link`,
      body: t`Publish your resume at your own address and see how often it is viewed.`,
    },
    {
      icon: GlobeIcon,
      title: t`Available in ${languageCount} languages`,
      body: t`Use the app in your language, including right-to-left scripts.`,
      languageCount,
    },
    {
      icon: ServerIcon,
      title: t`Free and open source`,
      body: t`Use it here or host it yourself with a single command.`,
    },
  ];
  return (
    <Section
      id="features"
      title={<Trans>Everything you need, nothing you don’t</Trans>}
      description={<Trans>The essentials of a great resume, without a paywall.</Trans>}
      className="mx-auto max-w-6xl px-4 pt-12 pb-20 sm:px-6"
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <Feature key={feature.title} {...feature} />
        ))}
      </ul>
    </Section>
  );
};
