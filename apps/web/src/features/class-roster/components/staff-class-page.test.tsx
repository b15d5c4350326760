import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRole } from '@gym/contracts/auth';
import type { ClassRoster } from '@gym/contracts/class-bookings';
import { STAFF_CLASS_MESSAGES } from '@gym/contracts/staff-classes';
import { STAFF_SCHEDULE_MESSAGES } from '@gym/contracts/staff-schedule';
import { activateLocale } from '../../../lib/i18n/i18n';
import { signIn, signOut } from '../../../lib/session';
import { sessionTokenFor } from '../../../test/session-token';
import { JORDAN, SESSION_ID, SOFIA, TAYLOR, accountAs, rosterOf, sessionStarting } from '../test/roster-fixture';
import { Component as StaffClassPage } from './staff-class-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, message: string) =>
  json({ success: false, status, code: status === 409 ? 'CONFLICT' : 'BAD_REQUEST', message }, status);
const calls: { method: string; path: string; body: unknown }[] = [];
let roster: ClassRoster;
let capacityAnswer: () => Response;
let moveAnswer: () => Response;
const room = (id: string, name: string, capacity: number) =>
  ({ id, clubId: '101', name, description: '', capacity, kind: 'studio' }) as const;
const ROOMS = [room('room-1', 'Cycle Studio', 28), room('room-2', 'Yoga Studio', 4)];

beforeEach(() => {
  calls.length = 0;
  roster = rosterOf(sessionStarting(24 * 60));
  capacityAnswer = () => refusal(409, STAFF_CLASS_MESSAGES.capacityBelowBooked);
  moveAnswer = () => refusal(409, STAFF_SCHEDULE_MESSAGES.roomTooSmall);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      if (path === '/clubs') return json([]);
      if (path.endsWith('/roster')) return json({ success: true, data: roster });
      if (path === '/staff/clubs/101/trainers') return json({ success: true, data: [TAYLOR, SOFIA] });
      if (path.endsWith('/cancel')) {
        roster = {
          ...roster,
          session: { ...roster.session, cancelled: true, booked: 0, waitlisted: 0 },
          booked: [],
          waitlist: [],
        };
        return json({ success: true, data: roster });
      }
      if (path.endsWith('/trainer')) {
        roster = { ...roster, session: { ...roster.session, trainer: SOFIA } };
        return json({ success: true, data: roster });
      }
      if (path.endsWith('/capacity')) return capacityAnswer();
      if (path === '/clubs/rooms/101') return json({ success: true, data: ROOMS });
      if (path.endsWith('/move')) return moveAnswer();
      if (method === 'DELETE') {
        roster = { ...roster, booked: roster.booked.filter((entry) => !path.endsWith(entry.bookingId)) };
        return json({ success: true, data: roster });
      }
      return json({ success: false, status: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
});

afterEach(async () => {
  act(() => signOut());
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

function renderPage(role: UserRole) {
  act(() => void signIn({ token: sessionTokenFor(accountAs(role)) }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/staff/classes/${SESSION_ID}`]}>
        <Routes>
          <Route path="/staff/classes/:sessionId" element={<StaffClassPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

const rowOf = (name: string) => screen.getAllByTestId('roster-entry').find((row) => row.textContent?.includes(name))!;
const changes = () => screen.queryByRole('region', { name: 'Change this class' });

describe("The console's class page", () => {
  it('gives the front desk the roster and attendance, and none of the changes', async () => {
    renderPage('staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Power Spin' })).toBeInTheDocument();
    expect(within(rowOf('Jordan Lee')).getByText(`Member ${JORDAN.memberNumber}`)).toBeInTheDocument();
    expect(within(rowOf('Jordan Lee')).getByRole('group', { name: 'Attendance of Jordan Lee' })).toBeInTheDocument();
    expect(changes()).toBeNull();
    for (const name of ['Cancel class', 'Substitute trainer', 'Change capacity', 'Add a member']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryAllByRole('button', { name: /^Remove / })).toEqual([]);
    // Back to the club's day it is on.
    expect(screen.getByRole('link', { name: 'Classes' })).toHaveAttribute(
      'href',
      `/staff/classes?club=101&day=${roster.session.day}`,
    );
  });

  it('gives a manager the changes and a Remove on each booked and waiting member', async () => {
    renderPage('manager');
    const region = await screen.findByRole('region', { name: 'Change this class' });
    expect(
      within(region)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Add a member', 'Substitute trainer', 'Change capacity', 'Move', 'Cancel class']);
    expect(
      screen.getAllByRole('button', { name: /^Remove / }).map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Remove Alex Rivera',
      'Remove Jordan Lee',
      'Remove Sam Okafor',
      'Remove Robin First',
      'Remove Casey Second',
    ]);
  });

  it('offers no changes once the class has started', async () => {
    roster = rosterOf(sessionStarting(-1));
    renderPage('director');
    expect(await screen.findByText(STAFF_CLASS_MESSAGES.started)).toBeInTheDocument();
    expect(changes()).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Remove / })).toEqual([]);
  });

  it('cancels the class with a reason, saying first whom it tells and that it costs them nothing', async () => {
    const user = renderPage('director');
    await user.click(await screen.findByRole('button', { name: 'Cancel class' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this class?' });
    expect(dialog).toHaveAccessibleDescription(
      'The 5 members booked or waiting will be e-mailed. Places are cancelled with no strike and no fee.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the class' }));
    expect(within(dialog).getByText('Please say why')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Instructor ill');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the class' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The class is cancelled.');
    expect(calls.find((call) => call.path.endsWith('/cancel'))).toEqual({
      method: 'POST',
      path: `/staff/classes/${SESSION_ID}/cancel`,
      body: { reason: 'Instructor ill' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes()).toBeNull();
    expect(screen.getByTestId('session-facts')).toHaveTextContent('Cancelled');
  });

  it("keeps the server's refusal in the dialog", async () => {
    const user = renderPage('manager');
    await user.click(await screen.findByRole('button', { name: 'Change capacity' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the capacity' });
    const field = within(dialog).getByRole('textbox', { name: /^Capacity/ });
    expect(field).toHaveValue('20');
    await user.clear(field);
    await user.type(field, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(STAFF_CLASS_MESSAGES.capacityBelowBooked)).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/capacity'))?.body).toEqual({ capacity: 2 });
  });

  it('moves the class to another day, time and room, keeping a refusal in the dialog', async () => {
    const user = renderPage('manager');
    await user.click(await screen.findByRole('button', { name: 'Move' }));
    const dialog = screen.getByRole('dialog', { name: 'Move this class' });
    expect(within(dialog).getByLabelText(/^Day/)).toHaveValue(roster.session.day);
    // The room chosen now shows once the club's rooms have loaded.
    expect(await within(dialog).findByText('Cycle Studio (holds 28)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /^Room/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Cycle Studio (holds 28)',
      'Yoga Studio (holds 4)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Yoga Studio (holds 4)' }));
    const time = within(dialog).getByLabelText(/^Start time/);
    await user.clear(time);
    await user.type(time, '18:30');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText(STAFF_SCHEDULE_MESSAGES.roomTooSmall)).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/move'))?.body).toEqual({
      day: roster.session.day,
      startTime: '18:30',
      roomId: 'room-2',
    });
    moveAnswer = () => json({ success: true, data: roster });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The class is moved.');
  });

  it("substitutes another of the club's trainers", async () => {
    const user = renderPage('manager');
    await user.click(await screen.findByRole('button', { name: 'Substitute trainer' }));
    const dialog = screen.getByRole('dialog', { name: 'Substitute the trainer' });
    await user.click(await within(dialog).findByRole('combobox', { name: /^Trainer/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Sofia Ramírez']);
    await user.click(screen.getByRole('option', { name: 'Sofia Ramírez' }));
    await user.click(within(dialog).getByRole('button', { name: 'Substitute' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sofia Ramírez now teaches this class.');
    expect(calls.find((call) => call.path.endsWith('/trainer'))?.body).toEqual({ trainerId: SOFIA.id });
  });

  it('removes a member after asking', async () => {
    const user = renderPage('manager');
    await user.click(await screen.findByRole('button', { name: 'Remove Jordan Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Jordan Lee?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Jordan Lee is off this class.');
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(
      `/staff/classes/${SESSION_ID}/bookings/${JORDAN.bookingId}`,
    );
    expect(screen.queryByText('Jordan Lee')).toBeNull();
  });
});
