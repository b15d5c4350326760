import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WIZARD_STORAGE_KEY } from '@gym/contracts/first-page';
import { type Club, NO_POSITION } from '@gym/contracts/clubs';
import { ACCESS_TOKEN_COOKIE } from '@gym/contracts/constants';
import { LOCALE_COOKIE } from '@gym/contracts/i18n/locales';
import { STEP, STEP_TITLES } from '@gym/contracts/messages';
import type { Plan } from '@gym/contracts/plans';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { sharedText } from '../../../lib/i18n/catalog';
import { activateLocale } from '../../../lib/i18n/i18n';
import { clubQueryOptions } from '../api/get-club';
import { locationPlansQueryOptions } from '../api/get-location-plans';
import { sortedClubsQueryOptions } from '../api/sort-locations';
import { Component as WizardLayout } from './wizard-layout';
import { Component as WizardPage } from './wizard-page';
import type { WizardState } from './wizard-state';

function club(id: string, displayName: string, miles: number | null): Club {
  return {
    clubautomationclubidC: id,
    name: `Bay Fit ${displayName}`,
    displayName,
    streetC: '1 Main Street',
    cityC: 'San Rafael',
    miles,
    totalCapacity: 100,
    olsBgMobile: '/m.svg',
    olsBgDesktop: '/d.svg',
  };
}

const MARIN = club('101', 'Marin', null);
const PLAN: Plan = {
  id: 'marin-monthly',
  name: 'Marin Month to Month',
  itemName: 'Marin Monthly Membership',
  price: 88.99,
  description: 'Every club, every day',
  locationIds: ['101'],
};
const PLAN_INFO = { planData: [PLAN], clubId: '101', features: ['Gym floor'] };

/** The join as the app shows it: a header with the switcher over the wizard, with every answer in the cache. */
function renderJoin(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(sortedClubsQueryOptions(NO_POSITION).queryKey, [MARIN, club('102', 'Oakland', null)]);
  client.setQueryData(sortedClubsQueryOptions({ zip: '94901', lat: null, lng: null }).queryKey, [
    club('101', 'Marin', 0.4),
    club('102', 'Oakland', 18.2),
  ]);
  client.setQueryData(clubQueryOptions('marin').queryKey, MARIN);
  client.setQueryData(locationPlansQueryOptions('marin').queryKey, PLAN_INFO);
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter initialEntries={[path]}>
          <header>
            <LanguageSwitcher />
          </header>
          <Routes>
            <Route element={<WizardLayout />}>
              <Route index element={<WizardPage />} />
              <Route path=":location" element={<WizardPage />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '');
  document.cookie = `${ACCESS_TOKEN_COOKIE}=header.${payload}.signature; path=/`;
  // Nothing here needs the server: the plan preview and the tracking calls answer 404.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
});

afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
  await act(() => activateLocale('en'));
});

describe('switching the language during the join', () => {
  it('offers Español beside the first step’s title, and keeps the postal code typed when pressed', async () => {
    const user = renderJoin('/');
    const title = await screen.findByRole('heading', { level: 1 });
    const switcher = within(title.parentElement!).getByRole('button', { name: 'Español' });
    await user.type(await screen.findByLabelText('Postal code'), '94901');
    expect(await screen.findByText('0.4 miles away')).toBeInTheDocument();

    await user.click(switcher);

    expect(await screen.findByLabelText('Código postal')).toHaveValue('94901');
    // The step's title is the specification's, translated in the shared catalog.
    expect(title.textContent).toBe(sharedText(STEP_TITLES[STEP.location]));
    expect(title.textContent).not.toBe(STEP_TITLES[STEP.location]);
    expect(screen.getByPlaceholderText('Ingrese su código postal')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Clubes' })).toBeInTheDocument();
    expect(screen.getByText('A 0.4 millas')).toBeInTheDocument();
    expect(screen.getByText('A 18.2 millas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usar mi ubicación' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=es`);

    // And back: the same field, the same digits, the specification's English again.
    await user.click(within(title.parentElement!).getByRole('button', { name: 'English' }));
    expect(await screen.findByLabelText('Postal code')).toHaveValue('94901');
    expect(title).toHaveTextContent(/^Choose a location$/);
    expect(screen.getByText('0.4 miles away')).toBeInTheDocument();
  });

  it('keeps the e-mail typed on a later step and the wizard’s answers when switched from the header', async () => {
    const saved: Partial<WizardState> = { step: STEP.email, club: MARIN, planInfo: PLAN_INFO, plan: PLAN };
    sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(saved));
    const user = renderJoin('/marin');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Español' }));

    expect(await screen.findByLabelText('Correo electrónico')).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    expect(screen.getByRole('navigation', { name: 'Progreso de la inscripción' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Su membresía' })).toHaveTextContent('Marin Month to Month');
    // Still the e-mail step of the same join: the club and the plan chosen are kept.
    const kept = JSON.parse(sessionStorage.getItem(WIZARD_STORAGE_KEY) ?? '{}') as Partial<WizardState>;
    expect(kept).toMatchObject({ step: STEP.email, club: { displayName: 'Marin' }, plan: { id: PLAN.id } });
  });
});
