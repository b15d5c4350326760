import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClassBooking, MyClasses } from '@gym/contracts/class-bookings';
import { clubsQueryOptions } from '../../../lib/clubs';
import { activateLocale } from '../../../lib/i18n/i18n';
import { getSession, signIn, signOut } from '../../../lib/session';
import { sessionTokenFor } from '../../../test/session-token';
import { SAM } from '../../../test/session-users';
import { classScheduleQueryOptions } from '../api/get-class-schedule';
import { myClassesQueryOptions } from '../api/get-my-classes';
import {
  FRIDAY_DANCE,
  FRIDAY_SPIN,
  NOTHING_BOOKED,
  SATURDAY_SPIN,
  SATURDAY_YOGA,
  SUNDAY_SPIN,
  bookingOf,
} from '../test/booking-fixture';
import { CASTRO_WEEK, CLUBS } from '../test/schedule-fixture';
import { Component as ClassSchedulePage } from './class-schedule-page';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The API as a member's schedule calls it: the week, the member's classes (`mine`), and the changes, which
 * `answer` decides; every call recorded.
 */
function stubApi(mine: MyClasses, answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : null,
      };
      calls.push(call);
      if (call.method === 'GET' && url.pathname === '/classes/bookings') return json({ success: true, data: mine });
      if (call.method === 'GET' && url.pathname === '/classes/schedule/108')
        return json({ success: true, data: CASTRO_WEEK });
      return answer(call);
    }),
  );
  return calls;
}

function renderAt(path: string, mine: MyClasses | null) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(clubsQueryOptions().queryKey, CLUBS);
  client.setQueryData(classScheduleQueryOptions('108').queryKey, CASTRO_WEEK);
  if (mine) client.setQueryData(myClassesQueryOptions().queryKey, mine);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="locations/:slug/schedule" element={<ClassSchedulePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

const card = (name: string) => screen.getByRole('article', { name });
/** The buttons a class's card offers, by name. */
const buttonsOf = (name: string) =>
  within(card(name))
    .queryAllByRole('button')
    .map((button) => button.textContent);

const FRIDAY = '/locations/castro/schedule';
const SATURDAY = '/locations/castro/schedule?day=2027-03-13';
const SUNDAY = '/locations/castro/schedule?day=2027-03-14';

/** Sam holds Friday's spin, waits third for Friday's dance and is offered a place in Saturday's spin. */
const HELD: MyClasses = {
  ...NOTHING_BOOKED,
  upcoming: [
    bookingOf(FRIDAY_SPIN),
    bookingOf(FRIDAY_DANCE, { status: 'waitlisted', waitlistPosition: 3 }),
    bookingOf(SATURDAY_SPIN, { status: 'waitlisted', waitlistPosition: 1, placeOffered: true }),
  ],
};

beforeEach(() => {
  act(() => void signIn({ token: sessionTokenFor(SAM) }));
});

afterEach(async () => {
  act(() => signOut());
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

describe("a member's booking actions on the schedule", () => {
  it('shows each class the action its booking state allows, and marks their own', () => {
    stubApi(HELD, () => json({}, 500));
    renderAt(FRIDAY, HELD);
    expect(buttonsOf('Power Spin')).toEqual(['Cancel', 'Add to calendar']);
    expect(within(card('Power Spin')).getByText('Booked')).toBeInTheDocument();
    expect(buttonsOf('Dance Cardio')).toEqual(['Leave the waitlist']);
    expect(within(card('Dance Cardio')).getByText('On the waitlist · #3')).toBeInTheDocument();
    // Cancelled: no action.
    expect(buttonsOf('Hot Yoga')).toEqual([]);
    // Each button says which class it is for.
    expect(within(card('Power Spin')).getByRole('button', { name: 'Cancel' })).toHaveAccessibleDescription(
      'Power Spin',
    );
  });

  it('offers a place offered from the waitlist, Book on a class with places, and the waitlist of a full one', () => {
    stubApi(HELD, () => json({}, 500));
    renderAt(SATURDAY, HELD);
    expect(within(card('Power Spin')).getByText('A place is free')).toBeInTheDocument();
    expect(buttonsOf('Power Spin')).toEqual(['Claim it', 'Leave the waitlist']);
    expect(buttonsOf('Yoga Flow')).toEqual(['Book']);
  });

  it('offers the waitlist of a full class with how many wait, and joins it', async () => {
    const calls = stubApi(NOTHING_BOOKED, () =>
      json(
        {
          success: true,
          data: {
            booking: bookingOf(SUNDAY_SPIN, { status: 'waitlisted', waitlistPosition: 4 }),
            replaced: [],
          },
        },
        201,
      ),
    );
    const user = renderAt(SUNDAY, NOTHING_BOOKED);
    expect(within(card('Power Spin')).getByText('Full · 3 waiting')).toBeInTheDocument();
    await user.click(within(card('Power Spin')).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(card('Power Spin')).findByRole('status')).toHaveTextContent(
      /^You're #4 on the waitlist for Power Spin, Sunday, March 14 · 6:30\s–\s7:15\sAM\./,
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/classes/bookings', body: { sessionId: SUNDAY_SPIN.id, joinWaitlist: true } },
    ]);
    // The schedule and the bookings are asked for again.
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET').map((call) => call.path)).toEqual(
        expect.arrayContaining(['/classes/bookings', '/classes/schedule/108']),
      ),
    );
  });

  it('books, and says which overlapping class the server cancelled for it', async () => {
    const replaced: ClassBooking = bookingOf(SATURDAY_SPIN, { status: 'cancelled', endedBy: 'overlap' });
    const calls = stubApi(NOTHING_BOOKED, () =>
      json({ success: true, data: { booking: bookingOf(SATURDAY_YOGA), replaced: [replaced] } }, 201),
    );
    const user = renderAt(SATURDAY, NOTHING_BOOKED);
    await user.click(within(card('Yoga Flow')).getByRole('button', { name: 'Book' }));
    const notice = await within(card('Yoga Flow')).findByRole('status');
    expect(notice).toHaveTextContent(/^You're booked: Yoga Flow, Saturday, March 13/);
    expect(notice).toHaveTextContent('It overlapped another of your classes, now cancelled:');
    expect(within(notice).getByRole('listitem')).toHaveTextContent(/^Power Spin, Saturday, March 13 · 9:00/);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ sessionId: SATURDAY_YOGA.id });
  });

  it("shows the server's refusal as it says it, and a 403 does not end the session", async () => {
    const barred =
      'You cannot book classes until Friday, March 19 at 6:30 PM: 3 late cancels or no-shows in 30 days bar booking for 7 days.';
    stubApi(NOTHING_BOOKED, () => json({ success: false, status: 403, code: 'FORBIDDEN', message: barred }, 403));
    const user = renderAt(SATURDAY, NOTHING_BOOKED);
    await user.click(within(card('Yoga Flow')).getByRole('button', { name: 'Book' }));
    expect(await within(card('Yoga Flow')).findByRole('alert')).toHaveTextContent(barred);
    expect(getSession()).not.toBeNull();
  });

  it('asks before cancelling, with the cost first, then cancels and says so', async () => {
    const calls = stubApi(HELD, (call) =>
      call.method === 'DELETE'
        ? json({ success: true, data: { ...HELD.upcoming[0]!, status: 'cancelled', endedBy: 'member' } })
        : json({}, 500),
    );
    const user = renderAt(FRIDAY, HELD);
    await user.click(within(card('Power Spin')).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your place?' });
    // Years before the class: free.
    expect(dialog).toHaveAccessibleDescription(/^Cancelling now is free\./);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel my place' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(`/classes/bookings/${HELD.upcoming[0]!.id}`);
    expect(within(card('Power Spin')).getByRole('status')).toHaveTextContent(
      /^Your place in Power Spin, Friday, March 12 · 6:30\s–\s7:15\sAM, is cancelled\.$/,
    );
  });

  it("shows a request in a popular class's opening draw, and leaving it is free", async () => {
    const mine = {
      ...NOTHING_BOOKED,
      upcoming: [bookingOf(SUNDAY_SPIN, { status: 'requested', drawAt: '2027-03-07T17:15:00.000Z' } as const)],
    };
    stubApi(mine, () => json({}, 500));
    const user = renderAt(SUNDAY, mine);
    expect(within(card('Power Spin')).getByText('In the draw · result at 9:15 AM')).toBeInTheDocument();
    await user.click(within(card('Power Spin')).getByRole('button', { name: 'Leave the draw' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave the draw?' });
    expect(dialog).toHaveAccessibleDescription(/^Leaving the draw is free\./);
    expect(within(dialog).getByRole('button', { name: 'Stay in the draw' })).toBeInTheDocument();
  });

  it('claims a place offered from the waitlist', async () => {
    const offered = HELD.upcoming[2]!;
    const calls = stubApi(HELD, () =>
      json({ success: true, data: { booking: { ...offered, status: 'booked', placeOffered: false }, replaced: [] } }),
    );
    const user = renderAt(SATURDAY, HELD);
    await user.click(within(card('Power Spin')).getByRole('button', { name: 'Claim it' }));
    expect(await within(card('Power Spin')).findByRole('status')).toHaveTextContent(
      /^The place is yours: Power Spin, Saturday, March 13/,
    );
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(`/classes/bookings/${offered.id}/claim`);
  });

  it('says why booking is barred and until when, and offers no new place meanwhile', () => {
    const mine = { ...HELD, barredUntil: '2027-03-20T01:30:00.000Z' };
    stubApi(mine, () => json({}, 500));
    renderAt(SATURDAY, mine);
    expect(
      screen.getByText(
        'You cannot book classes until Friday, March 19 at 6:30 PM: 3 late cancels or no-shows in 30 days bar booking for 7 days.',
      ),
    ).toBeInTheDocument();
    expect(within(card('Yoga Flow')).getByRole('button', { name: 'Book' })).toBeDisabled();
    // A place held can still be given up.
    expect(within(card('Power Spin')).getByRole('button', { name: 'Leave the waitlist' })).toBeEnabled();
  });

  it('reads in Spanish', async () => {
    await act(() => activateLocale('es'));
    stubApi(HELD, () => json({}, 500));
    renderAt(FRIDAY, HELD);
    expect(buttonsOf('Power Spin')).toEqual(['Cancelar', 'Agregar al calendario']);
    expect(within(card('Power Spin')).getByText('Reservada')).toBeInTheDocument();
    expect(within(card('Dance Cardio')).getByText('En la lista de espera · n.º 3')).toBeInTheDocument();
    expect(within(card('Dance Cardio')).getByText('Completa')).toBeInTheDocument();
  });
});

describe('the spots-left filter', () => {
  it('shows only classes with a place left, kept in the address', async () => {
    stubApi(NOTHING_BOOKED, () => json({}, 500));
    const user = renderAt(FRIDAY, NOTHING_BOOKED);
    const spots = screen.getByRole('button', { name: 'Spots left' });
    expect(spots).toHaveAttribute('aria-pressed', 'false');
    await user.click(spots);
    // Dance Cardio is full and Hot Yoga cancelled.
    await waitFor(() =>
      expect(screen.getAllByTestId('class-card').map((entry) => entry.querySelector('h3')?.textContent)).toEqual([
        'Power Spin',
      ]),
    );
    expect(screen.getByRole('button', { name: 'Spots left' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(screen.getAllByTestId('class-card')).toHaveLength(3));
  });

  it('opens with it on from the address', () => {
    stubApi(NOTHING_BOOKED, () => json({}, 500));
    renderAt(`${SUNDAY}&spots=left`, NOTHING_BOOKED);
    expect(screen.getAllByTestId('class-card').map((entry) => entry.querySelector('h3')?.textContent)).toEqual([
      'HIIT Circuit',
    ]);
  });
});
