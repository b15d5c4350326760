import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClassRoster } from '@gym/contracts/class-bookings';
import { activateLocale } from '../../../lib/i18n/i18n';
import { signIn, signOut } from '../../../lib/session';
import { sessionTokenFor } from '../../../test/session-token';
import { ALEX, JORDAN, SAM, SESSION_ID, accountAs, rosterOf, sessionStarting } from '../test/roster-fixture';
import { Component as TrainerClassPage } from './trainer-class-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const calls: { method: string; path: string; body: unknown }[] = [];
let roster: ClassRoster;

beforeEach(() => {
  calls.length = 0;
  act(() => void signIn({ token: sessionTokenFor(accountAs('trainer')) }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      if (path === '/clubs') return json([]);
      if (path.endsWith('/roster')) return json({ success: true, data: roster });
      if (path.endsWith('/photo'))
        return new Response(new Blob(['jpeg']), { headers: { 'content-type': 'image/jpeg' } });
      if (path.endsWith('/attendance')) {
        const bookingId = path.split('/').at(-2);
        roster = {
          ...roster,
          booked: roster.booked.map((entry) =>
            entry.bookingId === bookingId ? { ...entry, attendance: body.attendance } : entry,
          ),
        };
        return json({ success: true, data: roster });
      }
      if (path.endsWith('/message')) return json({ success: true, data: { told: roster.booked.length } });
      return json({ success: false, status: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
});

afterEach(async () => {
  act(() => signOut());
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/trainer/classes/${SESSION_ID}`]}>
        <Routes>
          <Route path="/trainer/classes/:sessionId" element={<TrainerClassPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

const rows = () => screen.getAllByTestId('roster-entry');
const rowOf = (name: string) => rows().find((row) => row.textContent?.includes(name))!;
const pressed = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

describe("The trainer's class roster", () => {
  it('shows who is booked with first-timers marked, their attendance, and the waitlist in its order', async () => {
    roster = rosterOf(sessionStarting(-5));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Power Spin' })).toBeInTheDocument();
    expect(screen.getByTestId('session-facts')).toHaveTextContent('3 of 20 booked2 waiting');
    expect(screen.getByRole('heading', { level: 2, name: 'Booked (3)' })).toBeInTheDocument();
    expect(rows().map((row) => within(row).getByText(/Rivera|Lee|Okafor/).textContent)).toEqual([
      'Alex Rivera',
      'Jordan Lee',
      'Sam Okafor',
    ]);
    expect(within(rowOf('Jordan Lee')).getByText('First class')).toBeInTheDocument();
    expect(within(rowOf('Alex Rivera')).queryByText('First class')).toBeNull();
    // The trainer reads no member numbers; the console does.
    expect(screen.queryByText(`Member ${ALEX.memberNumber}`)).toBeNull();

    expect(pressed(rowOf('Alex Rivera'))).toEqual(['Attended']);
    expect(pressed(rowOf('Jordan Lee'))).toEqual([]);
    expect(pressed(rowOf('Sam Okafor'))).toEqual(['No-show']);
    expect(within(rowOf('Jordan Lee')).getByRole('group', { name: 'Attendance of Jordan Lee' })).toBeInTheDocument();
    expect(screen.getByText(/A no-show counts as a strike: 3 late cancels or no-shows in 30 days/)).toBeInTheDocument();
    expect(screen.queryByTestId('attendance-not-yet')).toBeNull();

    expect(screen.getByRole('heading', { level: 2, name: 'Waitlist (2)' })).toBeInTheDocument();
    expect(screen.getAllByTestId('waitlist-entry').map((row) => row.textContent)).toEqual([
      '#1Robin First',
      '#2Casey Second',
    ]);
  });

  it('fetches a photo only for those who have one, and shows initials for the others', async () => {
    roster = rosterOf(sessionStarting(-5));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Power Spin' });
    const photoCalls = () => calls.filter((call) => call.path.endsWith('/photo')).map((call) => call.path);
    await vi.waitFor(() =>
      expect(photoCalls()).toEqual([`/trainer/classes/${SESSION_ID}/roster/${ALEX.bookingId}/photo`]),
    );
    expect(within(rowOf('Jordan Lee')).getByTestId('roster-avatar')).toHaveTextContent('JL');
    expect(within(rowOf('Sam Okafor')).getByTestId('roster-avatar')).toHaveTextContent('SO');
  });

  it('marks a member attended through the API and shows what the server answered', async () => {
    roster = rosterOf(sessionStarting(-5));
    const user = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Power Spin' });
    await user.click(within(rowOf('Jordan Lee')).getByRole('button', { name: 'Attended' }));
    await vi.waitFor(() => expect(pressed(rowOf('Jordan Lee'))).toEqual(['Attended']));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: `/trainer/classes/${SESSION_ID}/roster/${JORDAN.bookingId}/attendance`,
        body: { attendance: 'attended' },
      },
    ]);
    // A mark can be changed: Sam came after all.
    await user.click(within(rowOf('Sam Okafor')).getByRole('button', { name: 'Attended' }));
    await vi.waitFor(() => expect(pressed(rowOf('Sam Okafor'))).toEqual(['Attended']));
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.path).toContain(SAM.bookingId);
  });

  it("keeps attendance closed until 15 minutes before the start, with the server's reason", async () => {
    roster = rosterOf(sessionStarting(120));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Power Spin' });
    expect(screen.getByTestId('attendance-not-yet')).toHaveTextContent(
      /^Attendance can be taken from 15 minutes before the class starts\. It opens at \d/,
    );
    for (const button of within(rowOf('Jordan Lee')).getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('e-mails everyone booked a message and says how many were told', async () => {
    roster = rosterOf(sessionStarting(30));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Message everyone booked' }));
    const dialog = screen.getByRole('dialog', { name: 'Message everyone booked' });
    expect(dialog).toHaveAccessibleDescription('The 3 members booked get it by e-mail.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Please write a message')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'Bring a towel: the studio is warm.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your message was e-mailed to the 3 members booked.');
    expect(calls.find((call) => call.path.endsWith('/message'))?.body).toEqual({
      text: 'Bring a towel: the studio is warm.',
    });
  });

  it('shows a cancelled class with no attendance and no message', async () => {
    roster = rosterOf(sessionStarting(-5, { cancelled: true, booked: 0, waitlisted: 0 }), { booked: [], waitlist: [] });
    renderPage();
    expect(await screen.findByText(/This class is cancelled/)).toBeInTheDocument();
    expect(screen.getByTestId('session-facts')).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button', { name: 'Message everyone booked' })).toBeNull();
    expect(screen.getByText('No one is booked yet.')).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    roster = rosterOf(sessionStarting(-5));
    await act(() => activateLocale('es'));
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Reservados (3)' })).toBeInTheDocument();
    expect(within(rowOf('Jordan Lee')).getByText('Primera clase')).toBeInTheDocument();
    expect(within(rowOf('Jordan Lee')).getByRole('group', { name: 'Asistencia de Jordan Lee' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lista de espera (2)' })).toBeInTheDocument();
  });
});
