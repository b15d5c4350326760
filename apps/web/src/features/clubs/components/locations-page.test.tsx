import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Club, Room } from '@gym/contracts/clubs';
import { clubsQueryOptions } from '../../../lib/clubs';
import { activateLocale } from '../../../lib/i18n/i18n';
import { roomsQueryOptions } from '../api/get-rooms';
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
  { id: 'r1', clubId: '106', name: 'Studio A', description: 'Yoga and pilates', capacity: 30 },
  { id: 'r2', clubId: '106', name: 'Massage room', description: 'By appointment', capacity: 1 },
];

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(clubsQueryOptions().queryKey, [OAKLAND]);
  client.setQueryData(roomsQueryOptions('106').queryKey, ROOMS);
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
  it('lists each club with its rooms and a way to join it', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Our clubs' })).toBeInTheDocument();
    const rooms = screen.getByRole('list', { name: 'Rooms' });
    expect(within(rooms).getByText('Studio A (up to 30)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Oakland' })).toHaveAttribute('href', '/oakland');
  });

  it('reads in Spanish, with the rooms’ capacity in words', async () => {
    await act(() => activateLocale('es'));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Nuestros clubes' })).toBeInTheDocument();
    const rooms = screen.getByRole('list', { name: 'Salas' });
    expect(within(rooms).getByText('Studio A (hasta 30 personas)')).toBeInTheDocument();
    expect(within(rooms).getByText('Massage room (hasta 1 persona)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inscribirse en Oakland' })).toHaveAttribute('href', '/oakland');
  });
});
