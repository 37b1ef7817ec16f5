import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { detectLocale } from '@rb/i18n';
import { App } from './app';
import { configureApi } from './lib/api/client';
import { userQueryKey } from './lib/api/user';
import { activateLocale } from './lib/i18n';
import { linkHanFontsWhenNeeded } from './lib/interface-fonts';
import { createQueryClient } from './lib/query-client';
import { loginPathFor } from './lib/redirect';
import { applyTheme, readTheme } from './lib/theme';
import { createRoutes } from './router/routes';
import './styles/index.css';

const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(queryClient));

// docs/product.md#sign-in-and-session: when a refresh fails, the user is forgotten and sent to sign in, then back here.
configureApi({
  onSessionExpired: () => {
    queryClient.setQueryData(userQueryKey, null);
    const { pathname, search } = router.state.location;
    if (!pathname.startsWith('/auth/')) void router.navigate(loginPathFor(pathname + search));
  },
});

applyTheme(readTheme());

void activateLocale(detectLocale()).then((locale) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
  linkHanFontsWhenNeeded(locale);
});
