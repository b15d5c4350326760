import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ClubPage, directionsUrl } from '@gym/contracts/club-page';
import { activateLocale } from '../../../lib/i18n/i18n';
import { TEST_APP_CONFIG } from '../../../test/app-config';
import { clubPageQueryKey } from '../api/club-page-key';
import { BUSY_REFRESH_MS, clubPageQueryOptions } from '../api/get-club-page';
import { clubPlansQueryOptions } from '../api/get-club-plans';
import { CASTRO_PAGE, CASTRO_PLANS } from '../../../test/club-page';
import { Component as ClubPageRoute } from './club-page';

/** Friday 28 November 2026, 6:17 PM on the club's clock (America/Los_Angeles): the fixture's busy estimate. */
const NOW = new Date('2026-11-28T02:17:31.000Z');

function renderAt(path: string, page: ClubPage | null = CASTRO_PAGE) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  if (page) client.setQueryData(clubPageQueryKey(page.slug), page);
  client.setQueryData(clubPlansQueryOptions('castro').queryKey, CASTRO_PLANS);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="locations/:slug" element={<ClubPageRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

describe("a club's own page", () => {
  it('says where the club is, with directions and the way to join it', () => {
    renderAt('/locations/castro');
    expect(screen.getByRole('heading', { level: 1, name: 'Castro' })).toBeInTheDocument();
    expect(screen.getByText('2301 Market Street, San Francisco, CA 94114')).toBeInTheDocument();
    const directions = screen.getByRole('link', { name: 'Directions to Castro (opens Google Maps)' });
    expect(directions).toHaveAttribute('href', directionsUrl(CASTRO_PAGE));
    expect(directions).toHaveAttribute('target', '_blank');
    const joins = screen.getAllByRole('link', { name: 'Join at this club' });
    expect(joins.length).toBeGreaterThan(0);
    for (const join of joins) expect(join).toHaveAttribute('href', '/castro');
    expect(document.title).toBe(`Castro gym in San Francisco · ${TEST_APP_CONFIG.brandName}`);
  });

  it('gives the hours: open now, the week from Monday with today marked, and the closures ahead', () => {
    renderAt('/locations/castro');
    expect(screen.getByTestId('club-opening-line')).toHaveTextContent(/^Open now · closes/);
    const hours = screen.getByRole('region', { name: 'Hours' });
    const rows = within(hours).getAllByRole('row');
    expect(rows.map((row) => row.querySelector('th')?.firstChild?.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    const today = within(hours).getByRole('row', { current: 'date' });
    expect(today).toHaveTextContent('FridayTodayOpen 24 hours');
    expect(rows[0]).toHaveTextContent(/^Monday5:30\sa\.m\. – 10\sp\.m\.$/);
    expect(rows[5]).toHaveTextContent(/^Saturday8\sa\.m\. – midnight$/);
    expect(within(hours).getByText(/Christmas Eve/)).toBeInTheDocument();
  });

  it('says how busy the club is now, against the usual, and draws the usual hour by hour', () => {
    renderAt('/locations/castro');
    const busy = screen.getByRole('region', { name: 'How busy' });
    expect(within(busy).getByTestId('busy-level')).toHaveTextContent('Busy');
    expect(busy).toHaveTextContent('About 62 people in the club, 25% of capacity');
    expect(busy).toHaveTextContent('Busier than usual');
    expect(within(busy).getAllByRole('listitem')).toHaveLength(2);
    expect(within(busy).getByRole('listitem', { current: 'time' })).toHaveTextContent(/6\sp\.m\. \(now\)/);
  });

  it('says only that the club is closed while it is, with the usual day and no hour marked', () => {
    const closed = { ...CASTRO_PAGE, hours: { ...CASTRO_PAGE.hours, now: { open: false, changesAt: null } } };
    renderAt('/locations/castro', closed);
    const busy = screen.getByRole('region', { name: 'How busy' });
    expect(busy).toHaveTextContent('The club is closed now.');
    expect(within(busy).queryByTestId('busy-level')).toBeNull();
    expect(within(busy).queryByRole('listitem', { current: 'time' })).toBeNull();
    expect(screen.queryByText('Now: Busy')).toBeNull();
  });

  it('lists the rooms by kind (the gym floor with the level now), the amenities, the trainers and the plans', () => {
    renderAt('/locations/castro');
    const rooms = screen.getByRole('region', { name: 'Rooms' });
    expect(within(rooms).getByRole('heading', { level: 3, name: 'Main floor' })).toBeInTheDocument();
    expect(rooms).toHaveTextContent('Gym floor · Up to 180 people');
    expect(within(rooms).getByText('Now: Busy')).toBeInTheDocument();
    // A room with a class running says which and how full.
    expect(within(rooms).getByText('Power Spin · 28 of 30')).toBeInTheDocument();
    const amenities = screen.getByRole('region', { name: 'Amenities' });
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CASTRO_PAGE.amenities);
    expect(screen.getByRole('region', { name: 'Trainers at this club' })).toHaveTextContent('Jordan Lee');
    const plans = screen.getByRole('region', { name: 'Memberships' });
    const plan = within(plans).getByRole('article');
    expect(within(plan).getByRole('heading', { level: 3 })).toHaveTextContent('Castro Month to Month');
    expect(plan).toHaveTextContent('$78.99');
    expect(plan).toHaveTextContent('Monthly recurring payment');
  });

  it("lists today's classes on the club's clock, with their places, and links to the week", () => {
    renderAt('/locations/castro');
    const classes = screen.getByRole('region', { name: "Today's classes" });
    const items = within(classes).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      '6 p.m.Power SpinCycle Studio · with Jordan Lee28 of 30 booked',
      '7:15 p.m.Boxing BasicsGroup Fitness Studio · with Jordan Lee9 of 24 booked',
    ]);
    expect(within(classes).getByRole('link', { name: "See the week's schedule" })).toHaveAttribute(
      'href',
      '/locations/castro/schedule',
    );
  });

  it('reads in Spanish', async () => {
    await act(() => activateLocale('es'));
    renderAt('/locations/castro');
    expect(screen.getByRole('link', { name: 'Cómo llegar a Castro (abre Google Maps)' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Inscribirse en este club' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Salas' })).toHaveTextContent('Sala de máquinas · Hasta 180 personas');
    expect(screen.getByRole('region', { name: 'Horario' })).toHaveTextContent('viernesHoy');
    expect(document.title).toBe(`Gimnasio Castro en San Francisco · ${TEST_APP_CONFIG.brandName}`);
  });

  it("is 'Page not found' for any other segment, and for a club the server does not know", async () => {
    renderAt('/locations/nowhere', null);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it("is 'Page not found' when the server says the club does not exist", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { success: false, code: 'NOT_FOUND', message: 'club does not exist' },
          { status: 404, headers: { 'content-type': 'application/json' } },
        ),
      ),
    );
    renderAt('/locations/marin', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('asks again how busy the club is every minute', () => {
    expect(BUSY_REFRESH_MS).toBe(60_000);
    expect(clubPageQueryOptions('castro').queryKey).toEqual(['clubs', 'page', 'castro']);
  });
});
