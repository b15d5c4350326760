/**
 * The server-side entry of the prerendered pages (docs/decisions/0030, 0042), built by `vite build --ssr` into
 * dist/ssr/ and run by the API server: `/` for a visitor (the location step, with the clubs the server would
 * answer), `/login`, a club's plans (`/castro`) and a club's own page (`/locations/castro`), rendered with the real
 * components, so the HTML a person gets is the page the app renders. Each render also gives the data it was rendered with, by query key, for the app to take
 * the page over with (handover.ts).
 */
import { type QueryKey, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Outlet, type RouteObject, RouterProvider, createMemoryRouter } from 'react-router';
import type { AppConfig } from '@gym/contracts/app-config';
import { CLUB_PAGE_PATH, type ClubPage } from '@gym/contracts/club-page';
import { type Club, NO_POSITION } from '@gym/contracts/clubs';
import type { ClubSlug } from '@gym/contracts/constants';
import type { Locale } from '@gym/contracts/i18n/locales';
import type { PlanInfoAnswer } from '@gym/contracts/plans';
import { provideAppConfig } from '../../lib/app-config';
import { activateLocale } from '../../lib/i18n/i18n';
import { Component as WizardLayout } from '../../features/signup/wizard/wizard-layout';
import { Component as WizardPage } from '../../features/signup/wizard/wizard-page';
import { WizardProvider } from '../../features/signup/wizard/wizard-context';
import { initialWizardState, wizardReducer } from '../../features/signup/wizard/wizard-state';
import { Component as LoginPage } from '../../features/auth/components/login-page';
import { sortedClubsQueryOptions } from '../../features/signup/api/sort-locations';
import { clubQueryOptions } from '../../features/signup/api/get-club';
import { locationPlansQueryOptions, plansAsShown } from '../../features/signup/api/get-location-plans';
import { clubPageQueryKey } from '../../features/club-page/api/club-page-key';
import { clubPlansQueryOptions } from '../../features/club-page/api/get-club-plans';
import { ClubPlace } from '../../features/club-page/components/club-place';
import { AppLayout } from '../shell/app-layout';
import { theme } from '../theme';

/** A page as finished HTML, and the data it shows by query key (seeded into the app's cache as it takes over). */
export interface PrerenderedPage {
  markup: string;
  queries: [QueryKey, unknown][];
}

/** Prerendered data is fresh: the markup must not say anything is being fetched. */
const freshQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });

/** One page at `path` inside the app's shell. */
function page(path: string, routes: RouteObject[], queryClient: QueryClient): ReactElement {
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

/**
 * The wizard loads each step as a lazy chunk. React renders a lazy component only once its module has arrived, so
 * the first render of a step starts the import and the next ones (this process keeps them) render the step itself.
 */
const stepsLoaded = new Map<string, Promise<unknown>>();

async function withStepLoaded(step: string, tree: ReactElement, load: () => Promise<unknown>): Promise<void> {
  if (!stepsLoaded.has(step)) {
    renderToString(tree);
    stepsLoaded.set(
      step,
      load().then(() => new Promise((resolve) => setTimeout(resolve))),
    );
  }
  await stepsLoaded.get(step);
}

/**
 * Renders in `locale`, with Emotion's styles inline beside the elements they style, and the data the page holds.
 * One translator serves every render: renderToString is synchronous, so no other render switches it meanwhile.
 */
async function renderIn(locale: Locale, tree: ReactElement, queryClient: QueryClient): Promise<PrerenderedPage> {
  await activateLocale(locale);
  const markup = renderToString(tree);
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.data !== undefined)
    .map((query): [QueryKey, unknown] => [query.queryKey, query.state.data]);
  return { markup, queries };
}

/** `/`: the location step listing these clubs. */
export async function renderFirstPage(
  clubs: Club[],
  config: AppConfig,
  locale: Locale = 'en',
): Promise<PrerenderedPage> {
  provideAppConfig(config);
  const queryClient = freshQueryClient();
  queryClient.setQueryData(sortedClubsQueryOptions(NO_POSITION).queryKey, clubs);
  const tree = page(
    '/',
    [{ element: <WizardLayout />, children: [{ index: true, element: <WizardPage /> }] }],
    queryClient,
  );
  await withStepLoaded('location', tree, () => import('../../features/signup/steps/location/location-step'));
  return renderIn(locale, tree, queryClient);
}

/** `/login`: the sign-in form, empty (a page opened for a known address, `?email=`, is the app's). */
export async function renderLoginPage(config: AppConfig, locale: Locale = 'en'): Promise<PrerenderedPage> {
  provideAppConfig(config);
  const queryClient = freshQueryClient();
  return renderIn(locale, page('/login', [{ path: 'login', element: <LoginPage /> }], queryClient), queryClient);
}

/**
 * A club's path (`/castro`, where an advert for the club lands): the membership step with the club's plans, the
 * wizard started there as the app starts it once the club and its plans have loaded.
 */
export async function renderClubPage(
  slug: ClubSlug,
  club: Club,
  planInfo: PlanInfoAnswer['data'],
  config: AppConfig,
  locale: Locale = 'en',
): Promise<PrerenderedPage> {
  provideAppConfig(config);
  const queryClient = freshQueryClient();
  const shown = plansAsShown(planInfo);
  queryClient.setQueryData(clubQueryOptions(slug).queryKey, club);
  queryClient.setQueryData(locationPlansQueryOptions(slug).queryKey, shown);
  const wizard = wizardReducer(initialWizardState, { type: 'clubLoaded', club, planInfo: shown });
  const tree = page(
    `/${slug}`,
    [
      {
        element: (
          <WizardProvider initialState={wizard}>
            <Outlet />
          </WizardProvider>
        ),
        children: [{ path: ':location', element: <WizardPage /> }],
      },
    ],
    queryClient,
  );
  await withStepLoaded('membership', tree, () => import('../../features/signup/steps/membership/membership-step'));
  return renderIn(locale, tree, queryClient);
}

/**
 * A club's own page (`/locations/castro`, where a search for the club lands): where it is, its hours, how busy, its
 * rooms, amenities, trainers and plans.
 */
export async function renderClubPlacePage(
  clubPage: ClubPage,
  planInfo: PlanInfoAnswer['data'],
  config: AppConfig,
  locale: Locale = 'en',
): Promise<PrerenderedPage> {
  provideAppConfig(config);
  const queryClient = freshQueryClient();
  const plans = plansAsShown(planInfo);
  queryClient.setQueryData(clubPageQueryKey(clubPage.slug), clubPage);
  queryClient.setQueryData(clubPlansQueryOptions(clubPage.slug).queryKey, plans);
  const tree = page(
    `${CLUB_PAGE_PATH}/${clubPage.slug}`,
    [{ path: 'locations/:slug', element: <ClubPlace page={clubPage} plans={plans} /> }],
    queryClient,
  );
  return renderIn(locale, tree, queryClient);
}
