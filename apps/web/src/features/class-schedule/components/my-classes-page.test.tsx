import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyClasses } from '@gym/contracts/class-bookings';
import { SIGNATURE_HEADER } from '@gym/contracts/signing';
import { clubsQueryOptions } from '../../../lib/clubs';
import { activateLocale } from '../../../lib/i18n/i18n';
import { signIn, signOut } from '../../../lib/session';
import { sessionTokenFor } from '../../../test/session-token';
import { SAM } from '../../../test/session-users';
import { myClassesQueryOptions } from '../api/get-my-classes';
import {
  FRIDAY_DANCE,
  FRIDAY_HOT_YOGA,
  FRIDAY_SPIN,
  MONDAY_PILATES,
  NOTHING_BOOKED,
  SATURDAY_SPIN,
  SATURDAY_YOGA,
  SUNDAY_HIIT,
  SUNDAY_SPIN,
  bookingOf,
} from '../test/booking-fixture';
import { CLUBS } from '../test/schedule-fixture';
import { Component as MyClassesPage } from './my-classes-page';

const cancelled = { status: 'cancelled', cancelledAt: '2027-03-10T18:00:00.000Z' } as const;

const MINE: MyClasses = {
  upcoming: [
    bookingOf(FRIDAY_SPIN),
    bookingOf(SATURDAY_SPIN, { status: 'waitlisted', waitlistPosition: 1, placeOffered: true }),
    bookingOf(SUNDAY_SPIN, { status: 'waitlisted', waitlistPosition: 2 }),
  ],
  // Latest first, as the server lists them (their days do not matter here).
  past: [
    bookingOf(MONDAY_PILATES, { attendance: 'attended' }),
    bookingOf(SUNDAY_HIIT, { attendance: 'noShow' }),
    bookingOf(SATURDAY_YOGA, { ...cancelled, endedBy: 'member', lateCancel: true }),
    bookingOf(FRIDAY_DANCE, { ...cancelled, endedBy: 'member' }),
    bookingOf(FRIDAY_HOT_YOGA, { ...cancelled, endedBy: 'club' }),
    bookingOf(SATURDAY_SPIN, { ...cancelled, endedBy: 'overlap' }),
    bookingOf(SUNDAY_SPIN, { status: 'waitlisted', waitlistPosition: 2 }),
    bookingOf(FRIDAY_SPIN),
  ],
  strikes: [
    { at: '2027-03-14T17:00:00.000Z', kind: 'noShow', className: 'HIIT Circuit' },
    { at: '2027-03-13T08:00:00.000Z', kind: 'lateCancel', className: 'Yoga Flow' },
  ],
  barredUntil: null,
};

function renderPage(mine: MyClasses) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(clubsQueryOptions().queryKey, CLUBS);
  client.setQueryData(myClassesQueryOptions().queryKey, mine);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/classes/mine']}>
        <MyClassesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const itemsOf = (name: string) => within(section(name)).queryAllByTestId('my-class');

beforeEach(() => {
  act(() => void signIn({ token: sessionTokenFor(SAM) }));
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
});

afterEach(async () => {
  act(() => signOut());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => activateLocale('en'));
});

describe('My classes', () => {
  it("lists the member's upcoming classes on the club's clock with where they are and what can be done", () => {
    renderPage(MINE);
    expect(screen.getByRole('heading', { level: 1, name: 'My classes' })).toBeInTheDocument();
    const upcoming = itemsOf('Upcoming');
    expect(upcoming.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Power Spin',
      'Power Spin',
      'Power Spin',
    ]);
    const [friday, saturday, sunday] = upcoming as [HTMLElement, HTMLElement, HTMLElement];
    expect(friday).toHaveTextContent(/Friday, March 12 · 6:30\s–\s7:15\sAM/);
    expect(within(friday).getByText("Castro · Cycle Studio · with Ryan O'Neil")).toBeInTheDocument();
    expect(within(friday).getByText('Booked')).toBeInTheDocument();
    expect(within(friday).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(saturday).getByText('A place is free')).toBeInTheDocument();
    expect(
      within(saturday)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Claim it', 'Leave the waitlist']);
    expect(within(sunday).getByText('On the waitlist · #2')).toBeInTheDocument();
    expect(
      within(sunday)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Leave the waitlist']);
  });

  it('says how each class of the last 30 days ended', () => {
    renderPage(MINE);
    expect(itemsOf('Last 30 days').map((item) => within(item).getByTestId('past-outcome').textContent)).toEqual([
      'Attended',
      'No-show',
      'Late cancel',
      'Cancelled',
      'Cancelled by the club',
      'Replaced by an overlapping class',
      'No place freed up',
      'Attendance not recorded',
    ]);
    expect(within(section('Last 30 days')).queryAllByRole('button')).toEqual([]);
  });

  it('lists the strikes of the last 30 days with the rule they count towards', () => {
    renderPage(MINE);
    const strikes = section('Strikes');
    expect(strikes).toHaveTextContent(
      'You have 2 strikes in the last 30 days. A late cancel or a no-show is a strike; 3 strikes in 30 days bar ' +
        'booking for 7 days.',
    );
    expect(
      within(strikes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['No-show · HIIT Circuit · Sunday, March 14', 'Late cancel · Yoga Flow · Saturday, March 13']);
  });

  it('says why booking is barred and until when', () => {
    renderPage({ ...MINE, barredUntil: '2027-03-20T01:30:00.000Z' });
    expect(
      screen.getByText(
        'You cannot book classes until Friday, March 19 at 6:30 PM: 3 late cancels or no-shows in 30 days bar booking for 7 days.',
      ),
    ).toBeInTheDocument();
  });

  it('has empty states with the way to the schedule', () => {
    renderPage(NOTHING_BOOKED);
    expect(section('Upcoming')).toHaveTextContent('You have no classes booked.');
    expect(section('Last 30 days')).toHaveTextContent('No classes in the last 30 days.');
    expect(section('Strikes')).toHaveTextContent('You have no strikes in the last 30 days.');
    for (const name of ['Upcoming', 'Last 30 days'])
      expect(within(section(name)).getByRole('link', { name: 'See the class schedule' })).toHaveAttribute(
        'href',
        '/classes',
      );
  });

  it('asks before leaving a waitlist, saying it is free', async () => {
    renderPage(MINE);
    const user = userEvent.setup({ delay: null });
    const sunday = itemsOf('Upcoming')[2]!;
    await user.click(within(sunday).getByRole('button', { name: 'Leave the waitlist' }));
    expect(screen.getByRole('dialog', { name: 'Leave the waitlist?' })).toHaveAccessibleDescription(
      'Leaving the waitlist is free.',
    );
  });

  it("adds a booked class to the calendar: its own file, fetched with the member's token and saved by its name", async () => {
    const booking = MINE.upcoming[0]!;
    const path = `/classes/bookings/${booking.id}/calendar.ics`;
    const requests: Request[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      requests.push(request);
      return new URL(request.url).pathname === path
        ? Promise.resolve(new Response('BEGIN:VCALENDAR\r\n', { headers: { 'content-type': 'text/calendar' } }))
        : new Promise(() => undefined);
    });
    vi.stubGlobal(
      'URL',
      // jsdom has no object URLs.
      class extends URL {
        static override createObjectURL = vi.fn(() => 'blob:calendar');
        static override revokeObjectURL = vi.fn();
      },
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderPage(MINE);
    const [friday, ...waiting] = itemsOf('Upcoming') as [HTMLElement, ...HTMLElement[]];
    for (const item of waiting) expect(within(item).queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    const add = within(friday).getByRole('button', { name: 'Add to calendar' });
    expect(add).toHaveAccessibleDescription('Power Spin');

    await userEvent.setup({ delay: null }).click(add);
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toMatchObject({ href: 'blob:calendar', download: 'power-spin-2027-03-12.ics' });
    const sent = requests.find((request) => new URL(request.url).pathname === path);
    expect(sent?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(sent?.headers.get(SIGNATURE_HEADER)).toBeTruthy();
  });

  it('reads in Spanish', async () => {
    await act(() => activateLocale('es'));
    renderPage(MINE);
    expect(screen.getByRole('heading', { level: 1, name: 'Mis clases' })).toBeInTheDocument();
    expect(itemsOf('Últimos 30 días').map((item) => within(item).getByTestId('past-outcome').textContent)).toEqual([
      'Asistió',
      'Ausencia',
      'Cancelación tardía',
      'Cancelada',
      'Cancelada por el club',
      'Reemplazada por una clase superpuesta',
      'No se liberó ningún lugar',
      'Asistencia sin registrar',
    ]);
    expect(section('Faltas')).toHaveTextContent('Tiene 2 faltas en los últimos 30 días.');
    expect(within(itemsOf('Próximas')[0]!).getByRole('button', { name: 'Agregar al calendario' })).toBeInTheDocument();
  });
});
