import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClubHours } from '@gym/contracts/club-hours';
import type { Club, Room } from '@gym/contracts/clubs';
import { clubsHoursQueryOptions } from '../../../lib/club-hours';
import { clubsQueryOptions } from '../../../lib/clubs';
import { activateLocale } from '../../../lib/i18n/i18n';
import { roomsQueryOptions } from '../../../lib/club-rooms';
import { Component as LocationsPage } from './locations-page';

const OAKLAND: Club = {
  clubautomationclubidC: '106',
  name: 'Bay Fit Oakland',
  displayName: 'Oakland',
  streetC: '1900 Broadway',
  cityC: 'Oakland',
  miles: null,
  totalCapacity: 300,
  olsBgMobile: '/m.svg',
  olsBgDesktop: '/d.svg',
};
const ROOMS: Room[] = [
  { id: 'r1', clubId: '106', name: 'Studio A', description: 'Yoga and pilates', capacity: 30, kind: 'studio' },
  { id: 'r2', clubId: '106', name: 'Massage room', description: 'By appointment', capacity: 1, kind: 'studio' },
];
const WEEK = Array.from({ length: 7 }, () => ({ opens: 300, closes: 1320 }));
const HOURS: ClubHours = {
  clubId: '106',
  timeZone: 'America/Los_Angeles',
  weekly: WEEK,
  closures: [],
  // 10 p.m. in Los Angeles (a day gone by reads as today: the line names the time only).
  now: { open: true, changesAt: '2020-01-08T06:00:00Z' },
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(clubsQueryOptions().queryKey, [OAKLAND]);
  client.setQueryData(roomsQueryOptions('106').queryKey, ROOMS);
  client.setQueryData(clubsHoursQueryOptions().queryKey, [HOURS]);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LocationsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  await act(() => activateLocale('en'));
});

describe('the clubs page', () => {
  it('lists each club with its hours now, its rooms, a link to its page, its classes and a way to join it', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Our clubs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oakland' })).toHaveAttribute('href', '/locations/oakland');
    expect(screen.getByTestId('club-opening-line')).toHaveTextContent(/^Open now · closes 10\sp\.m\.$/);
    const rooms = screen.getByRole('list', { name: 'Rooms' });
    expect(within(rooms).getByText('Studio A (up to 30)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Oakland' })).toHaveAttribute('href', '/oakland');
    const classes = screen.getByRole('link', { name: 'Classes at Oakland' });
    expect(classes).toHaveTextContent(/^Classes$/);
    expect(classes).toHaveAttribute('href', '/locations/oakland/schedule');
  });

  it('reads in Spanish, with the rooms’ capacity in words', async () => {
    await act(() => activateLocale('es'));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Nuestros clubes' })).toBeInTheDocument();
    expect(screen.getByTestId('club-opening-line')).toHaveTextContent(/^Abierto ahora · cierra a las 10\sp\.m\.$/);
    const rooms = screen.getByRole('list', { name: 'Salas' });
    expect(within(rooms).getByText('Studio A (hasta 30 personas)')).toBeInTheDocument();
    expect(within(rooms).getByText('Massage room (hasta 1 persona)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inscribirse en Oakland' })).toHaveAttribute('href', '/oakland');
    expect(screen.getByRole('link', { name: 'Clases en Oakland' })).toHaveAttribute(
      'href',
      '/locations/oakland/schedule',
    );
  });
});
