import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { StaffDashboard, StaffDashboardClasses } from '@gym/contracts/staff-dashboard';
import { activateLocale } from '../../../lib/i18n/i18n';
import { Component as StaffDashboardPage } from './staff-dashboard-page';

const DAYS = Array.from({ length: 30 }, (_, index) => ({
  day: `2031-03-${String(index + 1).padStart(2, '0')}`,
  joins: index === 17 ? 3 : 0,
  duesCents: index === 17 ? 14_997 : 0,
}));

const DASHBOARD: StaffDashboard = {
  clubId: null,
  today: '2031-03-18',
  joins: { today: 3, last7Days: 3, last30Days: 1234 },
  duesCollectedCents: { today: 14_997, last7Days: 14_997, last30Days: 14_997 },
  pastDue: { members: 2, amountCents: 9_998 },
  coming: { cancellations: 1, freezes: 0, through: '2031-04-16' },
  checkIns: { today: 40, inClubNow: 12 },
  abandonedSignups: { thisWeek: 5 },
  days: DAYS,
};

const CLASSES: StaffDashboardClasses = {
  clubId: null,
  today: '2031-03-18',
  clubs: [],
  total: { classesToday: 0, places: 0, booked: 0, attended: 0, noShows: 0, fillRate: null, noShowRate: null },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/staff/dashboard') return json(DASHBOARD);
      if (path === '/staff/dashboard/classes') return json(CLASSES);
      if (path === '/staff/scope') return json({ role: 'manager', allClubs: false, clubIds: ['104'] });
      if (path === '/clubs') return json([]);
      return json({ success: false, status: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider theme={createTheme()}>
        <StaffDashboardPage />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

it('shows the dashboard in Spanish: cards, days and counts through Intl, the chart summary with a plural', async () => {
  await act(() => activateLocale('es'));
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Panel' })).toBeInTheDocument();
  expect(
    await screen.findByText('Hoy es martes, 18 de marzo de 2031, hora del club (America/Los_Angeles).'),
  ).toBeTruthy();
  const joins = screen.getByRole('region', { name: 'Inscripciones' });
  expect(within(joins).getByText('Últimos 7 días')).toBeInTheDocument();
  expect(within(joins).getByText('1,234')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Próximos 30 días' })).toHaveTextContent(
    'Hasta el miércoles, 16 de abril de 2031.',
  );
  expect(screen.getByRole('region', { name: 'Registros de entrada' })).toHaveTextContent(
    'En el club ahora: cada entrada cuenta durante una visita (75 minutos salvo que los reingresos del club indiquen otra duración).',
  );
  expect(
    screen.getByText('3 inscripciones en los últimos 30 días; el día con más fue el martes, 18 de marzo de 2031 (3).'),
  ).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Inscripciones y cuotas cobradas por día' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Club' })).toHaveTextContent('Todos mis clubes');
});

it('keeps the English of the dashboard as it was', async () => {
  renderPage();
  expect(await screen.findByText('Tuesday, March 18, 2031, club time (America/Los_Angeles).')).toBeTruthy();
  expect(within(screen.getByRole('region', { name: 'Joins' })).getByText('1,234')).toBeInTheDocument();
  expect(screen.getByText('3 joins in the last 30 days; the most on Tuesday, March 18, 2031 (3).')).toBeTruthy();
  expect(screen.getByText("Autopay and members' own payments; join fees are not dues.")).toBeInTheDocument();
});
