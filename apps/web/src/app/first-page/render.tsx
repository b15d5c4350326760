/**
 * The server-side entry of the prerendered pages (docs/decisions/0030), built by `vite build --ssr` into dist/ssr/
 * and run by the API server: `/` for a visitor (the location step, with the clubs the server would answer) and
 * `/login`, rendered with the real components, so the HTML a person gets is the page the app renders.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { type RouteObject, RouterProvider, createMemoryRouter } from 'react-router';
import type { AppConfig } from '@gym/contracts/app-config';
import { type Club, NO_POSITION } from '@gym/contracts/clubs';
import type { Locale } from '@gym/contracts/i18n/locales';
import { provideAppConfig } from '../../lib/app-config';
import { activateLocale } from '../../lib/i18n/i18n';
import { Component as WizardLayout } from '../../features/signup/wizard/wizard-layout';
import { Component as WizardPage } from '../../features/signup/wizard/wizard-page';
import { Component as LoginPage } from '../../features/auth/components/login-page';
import { sortedClubsQueryOptions } from '../../features/signup/api/sort-locations';
import { AppLayout } from '../shell/app-layout';
import { theme } from '../theme';

/** One page at `path` inside the app's shell, its data already in the cache. */
function page(path: string, routes: RouteObject[], queryClient: QueryClient) {
  const router = createMemoryRouter([{ element: <AppLayout />, children: routes }], { initialEntries: [path] });
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/** Prerendered data is fresh: the markup must not say anything is being fetched. */
const freshQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });

/**
 * Renders in `locale`, with Emotion's styles inline beside the elements they style. One translator serves every
 * render: renderToString is synchronous, so no other render switches it meanwhile.
 */
async function renderIn(locale: Locale, tree: ReactElement): Promise<string> {
  await activateLocale(locale);
  return renderToString(tree);
}

/**
 * The wizard loads each step as a lazy chunk. React renders a lazy component only once its module has arrived, so
 * the first render starts the import and the next ones (this process keeps them) render the step itself.
 */
let stepLoaded: Promise<unknown> | undefined;

/** `/`: the location step listing these clubs. */
export async function renderFirstPage(clubs: Club[], config: AppConfig, locale: Locale = 'en'): Promise<string> {
  provideAppConfig(config);
  const queryClient = freshQueryClient();
  queryClient.setQueryData(sortedClubsQueryOptions(NO_POSITION).queryKey, clubs);
  const tree = page(
    '/',
    [{ element: <WizardLayout />, children: [{ index: true, element: <WizardPage /> }] }],
    queryClient,
  );
  if (!stepLoaded) {
    renderToString(tree);
    stepLoaded = import('../../features/signup/steps/location/location-step').then(
      () => new Promise((resolve) => setTimeout(resolve)),
    );
  }
  await stepLoaded;
  return renderIn(locale, tree);
}

/** `/login`: the sign-in form, empty (a page opened for a known address, `?email=`, is the app's). */
export async function renderLoginPage(config: AppConfig, locale: Locale = 'en'): Promise<string> {
  provideAppConfig(config);
  return renderIn(locale, page('/login', [{ path: 'login', element: <LoginPage /> }], freshQueryClient()));
}
