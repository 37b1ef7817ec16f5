import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { languages } from '@rb/i18n';
import { mountLandingIslands, showSession } from '@/features/landing/islands';
import { isPromotionDay } from '@/features/landing/promotion';
import { useChangeLocale } from '@/hooks/use-change-locale';
import { useUser } from '@/hooks/use-user';
import { logout } from '@/lib/api/user';
import { projectUrl, userGuideUrl } from '@/lib/product';
import { LandingView } from './landing-view';

/**
 * The landing page as the app's router shows it, when a visitor comes back to / from inside the app: the markup
 * the build prerenders, wired by the same islands, with links into the app kept in the router.
 * `now` is its clock (the one-day banner reads it), injected by tests.
 */
export const LandingPage = ({ now = () => new Date() }: { now?: () => Date }) => {
  const { i18n } = useLingui();
  const { user } = useUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const changeLocale = useChangeLocale();
  const root = useRef<HTMLDivElement>(null);
  // Read on every render, so each callback the islands hold sees the current ones.
  const current = useRef({ navigate, changeLocale, queryClient });
  current.current = { navigate, changeLocale, queryClient };
  const clock = useRef(now());

  useEffect(() => {
    if (!root.current) return;
    return mountLandingIslands(root.current, {
      locale: i18n.locale,
      now: clock.current,
      changeLocale: (locale) => void current.current.changeLocale(locale),
      logout: async () => {
        await logout(current.current.queryClient);
        await current.current.navigate('/', { replace: true });
      },
      navigate: (to) => void current.current.navigate(to),
    });
  }, [i18n.locale]);

  useEffect(() => {
    if (root.current) showSession(root.current, Boolean(user));
  }, [user]);

  const project = projectUrl();
  return (
    <div ref={root}>
      <LandingView
        locale={i18n.locale}
        signedIn={Boolean(user)}
        project={project}
        guideUrl={userGuideUrl()}
        languageCount={languages.length}
        promotion={isPromotionDay(clock.current)}
      />
    </div>
  );
};

export const Component = () => <LandingPage />;
