/**
 * The server-side entry of the first page (docs/decisions/0030), built by `vite build --ssr` into dist/ssr/ and
 * run by the API server: `/` for a visitor, rendered with the real components (shell, wizard, location step) and
 * the clubs the server would answer, so the HTML the visitor gets is the page the app renders.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { AppConfig } from '@gym/contracts/app-config';
import { type Club, NO_POSITION } from '@gym/contracts/clubs';
import type { Locale } from '@gym/contracts/i18n/locales';
import { provideAppConfig } from '../../lib/app-config';
import { activateLocale } from '../../lib/i18n/i18n';
import { Component as WizardLayout } from '../../features/signup/wizard/wizard-layout';
import { Component as WizardPage } from '../../features/signup/wizard/wizard-page';
import { sortedClubsQueryOptions } from '../../features/signup/api/sort-locations';
import { AppLayout } from '../shell/app-layout';
import { theme } from '../theme';

/**
 * The wizard loads each step as a lazy chunk. React renders a lazy component only once its module has arrived, so
 * the first render starts the import and the next ones (this process keeps them) render the step itself.
 */
let stepLoaded: Promise<unknown> | undefined;

/** The location step's markup in `locale`, with Emotion's styles inline beside the elements they style. */
export async function renderFirstPage(clubs: Club[], config: AppConfig, locale: Locale = 'en'): Promise<string> {
  provideAppConfig(config);
  // Prerendered data is fresh: the markup must not say the list is being fetched.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(sortedClubsQueryOptions(NO_POSITION).queryKey, clubs);
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout />,
        children: [{ element: <WizardLayout />, children: [{ index: true, element: <WizardPage /> }] }],
      },
    ],
    { initialEntries: ['/'] },
  );
  const page = (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>
  );
  if (!stepLoaded) {
    renderToString(page);
    stepLoaded = import('../../features/signup/steps/location/location-step').then(
      () => new Promise((resolve) => setTimeout(resolve)),
    );
  }
  await stepLoaded;
  // One translator for every render: renderToString is synchronous, so no other render switches it meanwhile.
  await activateLocale(locale);
  return renderToString(page);
}
