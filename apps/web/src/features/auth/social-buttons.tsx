import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import type { SocialProvider } from './providers';

const GitHubMark = () => (
  <svg viewBox="0 0 24 24" aria-hidden className="size-4 fill-current">
    <path d="M12 .3a12 12 0 0 0-3.8 23.4c.6.1.8-.3.8-.6v-2c-3.3.7-4-1.6-4-1.6-.6-1.4-1.4-1.8-1.4-1.8-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1 1.8 2.8 1.3 3.5 1 0-.8.4-1.3.7-1.6-2.7-.3-5.5-1.3-5.5-6 0-1.2.5-2.3 1.3-3.1-.2-.4-.6-1.6 0-3.2 0 0 1-.3 3.4 1.2a11.5 11.5 0 0 1 6 0c2.3-1.5 3.3-1.2 3.3-1.2.6 1.6.2 2.8.1 3.2.8.8 1.3 1.9 1.3 3.1 0 4.6-2.8 5.6-5.5 5.9.5.4.9 1.1.9 2.2v3.3c0 .3.2.7.8.6A12 12 0 0 0 12 .3" />
  </svg>
);

const GoogleMark = () => (
  <svg viewBox="0 0 24 24" aria-hidden className="size-4">
    <path
      fill="#4285F4"
      d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8"
    />
    <path
      fill="#34A853"
      d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.1-4 1.1-3.1 0-5.7-2.1-6.6-4.9h-4v3.1A12 12 0 0 0 12 24"
    />
    <path fill="#FBBC05" d="M5.4 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8z" />
    <path
      fill="#EA4335"
      d="M12 4.8c1.7 0 3.3.6 4.5 1.8l3.4-3.4A12 12 0 0 0 1.4 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8"
    />
  </svg>
);

const labels: Record<SocialProvider, string> = { github: 'GitHub', google: 'Google' };

/** Social sign-in is a full page navigation to the server, which ends at /auth/callback (docs/product.md#auth-screens). */
export const SocialButtons = ({ providers }: { providers: SocialProvider[] }) => (
  <div className="grid gap-2 sm:grid-cols-2">
    {providers.map((provider) => (
      <Button
        key={provider}
        variant="outline"
        asChild
        className={providers.length === 1 ? 'sm:col-span-2' : ''}
      >
        <a href={`/api/auth/${provider}`} data-provider={provider}>
          {provider === 'github' ? <GitHubMark /> : <GoogleMark />}
          {labels[provider]}
        </a>
      </Button>
    ))}
  </div>
);

/** Shown only when the email form sits beside social buttons. */
export const OrDivider = () => (
  <div className="relative my-6 text-center text-xs text-muted-foreground uppercase">
    <span aria-hidden className="absolute inset-x-0 top-1/2 h-px bg-border" />
    <span className="relative bg-background px-2">
      <Trans>or continue with</Trans>
    </span>
  </div>
);

/** The social part of login and register: divider (email beside others) and buttons. */
export const SocialSignIn = ({ email, social }: { email: boolean; social: SocialProvider[] }) =>
  social.length === 0 ? null : (
    <>
      {email && <OrDivider />}
      <SocialButtons providers={social} />
    </>
  );
