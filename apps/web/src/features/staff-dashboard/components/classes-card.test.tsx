import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { StaffDashboardClasses } from '@gym/contracts/staff-dashboard';
import { activateLocale } from '../../../lib/i18n/i18n';
import { ClassesCard } from './classes-card';

const OAKLAND = {
  classesToday: 2,
  places: 40,
  booked: 25,
  attended: 5,
  noShows: 4,
  fillRate: 0.625,
  noShowRate: 4 / 9,
};
const EMPTY = { classesToday: 0, places: 0, booked: 0, attended: 0, noShows: 0, fillRate: null, noShowRate: null };

const CLASSES: StaffDashboardClasses = {
  clubId: null,
  today: '2031-03-18',
  clubs: [
    { clubId: '104', clubName: 'Castro', ...EMPTY },
    { clubId: '106', clubName: 'Oakland', ...OAKLAND },
  ],
  total: OAKLAND,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let requests: URL[] = [];
beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push(url);
      if (url.pathname === '/staff/dashboard/classes') {
        const clubId = url.searchParams.get('clubId');
        if (!clubId) return json(CLASSES);
        return json({ ...CLASSES, clubId, clubs: CLASSES.clubs.filter((club) => club.clubId === clubId) });
      }
      if (url.pathname === '/staff/dashboard/classes.csv') return new Response('Date\r\n', { status: 200 });
      return json({ success: false, status: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => activateLocale('en'));
});

function renderCard(clubId: string | null) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider theme={createTheme()}>
        <ClassesCard clubId={clubId} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

it('shows the clubs together and each club in Spanish, a rate with nothing to count as no data', async () => {
  await act(() => activateLocale('es'));
  renderCard(null);
  const card = await screen.findByRole('region', { name: 'Clases' });
  const perClub = await within(card).findByRole('table', { name: 'Clases por club' });
  const castro = within(perClub).getByRole('row', { name: /Castro/ });
  expect(castro).toHaveTextContent('Sin datos');
  const oakland = within(perClub).getByRole('row', { name: /Oakland/ });
  expect(
    within(oakland)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['2', '63%', '44%']);
  // The clubs together: the sums' rates, not an average of the clubs'.
  expect(
    within(card)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Clases hoy', 'Ocupación', 'Tasa de ausencias']);
  expect(
    within(card)
      .getAllByRole('definition')
      .map((figure) => figure.textContent),
  ).toEqual(['2', '63%', '44%']);
  expect(card).toHaveTextContent('Tasas de las clases de los últimos 30 días que ya empezaron');
});

it("downloads the server's CSV of the club picked, saved under its name and today's date", async () => {
  const clicked: HTMLAnchorElement[] = [];
  vi.stubGlobal(
    'URL',
    // jsdom has no object URLs.
    class extends URL {
      static override createObjectURL = vi.fn(() => 'blob:classes');
      static override revokeObjectURL = vi.fn();
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  renderCard('106');
  const card = await screen.findByRole('region', { name: 'Classes' });
  expect(await within(card).findByText('63%')).toBeInTheDocument();
  expect(within(card).queryByRole('table')).toBeNull();
  await userEvent.click(within(card).getByRole('button', { name: 'Download CSV' }));
  await waitFor(() => expect(clicked).toHaveLength(1));
  expect(requests.find((url) => url.pathname === '/staff/dashboard/classes.csv')?.search).toBe('?clubId=106');
  expect(clicked[0]).toMatchObject({ href: 'blob:classes', download: 'classes-106-2031-03-18.csv' });
});
