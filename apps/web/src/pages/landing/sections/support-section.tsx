import { Trans, useLingui } from '@lingui/react/macro';
import {
  BookOpenIcon,
  BugIcon,
  LanguagesIcon,
  MessageCircleQuestionIcon,
  StarIcon,
  type GlobeIcon,
} from 'lucide-react';
import { docsUrl, productName } from '@/lib/product';
import { Section } from './section';

const SupportLink = ({
  href,
  icon: Icon,
  title,
  body,
  sameTab = false,
}: {
  href: string;
  icon: typeof GlobeIcon;
  title: string;
  body: string;
  /** A place on this page rather than another site. */
  sameTab?: boolean;
}) => (
  <li>
    <a
      href={href}
      {...(sameTab ? {} : { target: '_blank', rel: 'noreferrer' })}
      className="flex h-full items-start gap-4 rounded-xl border bg-card p-5 transition-colors hover:bg-accent/50"
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <span>
        <span className="block font-medium">{title}</span>
        <span className="text-sm text-muted-foreground">{body}</span>
      </span>
    </a>
  </li>
);

/** How to help: the project's own pages only when the deployment names its home (PROJECT_URL). */
export const SupportSection = ({ project }: { project: string | undefined }) => {
  const { t } = useLingui();
  return (
    <Section
      id="support"
      title={<Trans>Support the project</Trans>}
      description={
        project ? (
          <Trans>{productName} is made by volunteers. Here is how you can help.</Trans>
        ) : (
          <Trans>{productName} is made by volunteers. Tell others about it, and find help here.</Trans>
        )
      }
    >
      <ul
        className={
          project ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4' : 'grid max-w-3xl gap-4 sm:grid-cols-2'
        }
      >
        {project && (
          <>
            <SupportLink
              href={project}
              icon={StarIcon}
              title={t`Star the code`}
              body={t`Follow releases and spread the word.`}
            />
            <SupportLink
              href={project}
              icon={BugIcon}
              title={t`Report a problem`}
              body={t`Tell us what broke and how to see it.`}
            />
            <SupportLink
              href={project}
              icon={LanguagesIcon}
              title={t`Translate`}
              body={t`Bring the app to your language.`}
            />
          </>
        )}
        <SupportLink
          href={docsUrl}
          icon={BookOpenIcon}
          title={t`Read the API docs`}
          body={t`Every call of this server, to script it or build on it.`}
        />
        {!project && (
          <SupportLink
            href="#faq"
            icon={MessageCircleQuestionIcon}
            title={t`Read the answers`}
            body={t`What is free, where your data lives, and how to host it.`}
            sameTab
          />
        )}
      </ul>
    </Section>
  );
};
