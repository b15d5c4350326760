import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOURS_MESSAGES } from '@gym/contracts/club-hours';
import type { OccupancyChart, StaffClubSettings } from '@gym/contracts/staff-clubs';
import { activateLocale } from '../../../lib/i18n/i18n';
import { Component as StaffClubPage } from './staff-club-page';

const SETTINGS: StaffClubSettings = {
  clubId: '106',
  displayName: 'Oakland',
  timeZone: 'America/Los_Angeles',
  totalCapacity: 300,
  weekly: [
    { opens: 420, closes: 1200 },
    ...Array.from({ length: 5 }, () => ({ opens: 300, closes: 1380 })),
    { opens: 0, closes: 1440 },
  ],
  closures: [{ id: 'c-1', date: '2031-11-27', hours: null, reason: 'Thanksgiving' }],
};
const OCCUPANCY: OccupancyChart = {
  clubId: '106',
  from: '2031-10-20',
  through: '2031-11-18',
  totalCapacity: 300,
  visitMinutes: 75,
  hours: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    averagePeople: hour === 18 ? 24.4 : hour > 5 ? 6 : 0,
    peakPeople: hour === 18 ? 41 : hour > 5 ? 9 : 0,
  })),
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const calls: { method: string; path: string; body: unknown }[] = [];
let scope = { role: 'manager', allClubs: false, clubIds: ['106'] };
let closureAnswer: () => Response = () => json({ success: true, data: SETTINGS }, 201);

beforeEach(() => {
  calls.length = 0;
  scope = { role: 'manager', allClubs: false, clubIds: ['106'] };
  closureAnswer = () => json({ success: true, data: SETTINGS }, 201);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      if (path === '/staff/scope') return json(scope);
      if (path === '/clubs') return json([]);
      if (path.endsWith('/occupancy')) return json({ success: true, data: OCCUPANCY });
      if (path.endsWith('/settings')) return json({ success: true, data: { ...SETTINGS, clubId: path.split('/')[3] } });
      if (path.endsWith('/capacity')) return json({ success: true, data: { ...SETTINGS, ...body } });
      if (path.endsWith('/hours')) return json({ success: true, data: { ...SETTINGS, ...body } });
      if (path.endsWith('/closures') && method === 'POST') return closureAnswer();
      if (method === 'DELETE') return json({ success: true, data: { ...SETTINGS, closures: [] } });
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
        <StaffClubPage />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

const sent = (method: string, ending: string) =>
  calls.filter((call) => call.method === method && call.path.endsWith(ending)).map((call) => call.body);

describe("the console's club page", () => {
  it('changes the capacity, refusing a number out of bounds before asking the server', async () => {
    const user = renderPage();
    const capacity = await screen.findByRole('textbox', { name: /Total capacity/ });
    expect(capacity).toHaveValue('300');
    await user.clear(capacity);
    await user.type(capacity, '0');
    await user.click(screen.getByRole('button', { name: 'Save capacity' }));
    expect(screen.getByText('Enter a capacity from 1 to 5000')).toBeInTheDocument();
    expect(sent('PUT', '/capacity')).toEqual([]);
    await user.clear(capacity);
    await user.type(capacity, '40');
    await user.click(screen.getByRole('button', { name: 'Save capacity' }));
    expect(await screen.findByText('Capacity saved.')).toBeInTheDocument();
    expect(sent('PUT', '/capacity')).toEqual([{ totalCapacity: 40 }]);
  });

  it('edits the week: a day closed, a day from a time to a time, a closing before the opening refused', async () => {
    const user = renderPage();
    const sunday = await screen.findByRole('group', { name: 'Sunday' });
    expect(within(sunday).getByLabelText(/^Opens/)).toHaveValue('07:00');
    expect(within(sunday).getByLabelText(/^Closes/)).toHaveValue('20:00');
    const saturday = screen.getByRole('group', { name: 'Saturday' });
    expect(within(saturday).getByRole('combobox', { name: 'Open' })).toHaveTextContent('Open 24 hours');

    await user.click(within(sunday).getByRole('combobox', { name: 'Open' }));
    await user.click(screen.getByRole('option', { name: 'Closed' }));
    const monday = screen.getByRole('group', { name: 'Monday' });
    await user.clear(within(monday).getByLabelText(/^Closes/));
    await user.type(within(monday).getByLabelText(/^Closes/), '04:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(within(monday).getByText(HOURS_MESSAGES.closesAfterOpens)).toBeInTheDocument();
    expect(sent('PUT', '/hours')).toEqual([]);

    await user.clear(within(monday).getByLabelText(/^Closes/));
    await user.type(within(monday).getByLabelText(/^Closes/), '00:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Opening hours saved.')).toBeInTheDocument();
    const [body] = sent('PUT', '/hours') as [{ weekly: unknown[] }];
    expect(body.weekly[0]).toBeNull();
    // 00:00 as a closing time is midnight at the end of the day.
    expect(body.weekly[1]).toEqual({ opens: 300, closes: 1440 });
    expect(body.weekly[6]).toEqual({ opens: 0, closes: 1440 });
  });

  it("adds special hours, showing the server's refusal in the dialog, and removes a closure after asking", async () => {
    const user = renderPage();
    const list = await screen.findByTestId('closures-list');
    expect(within(list).getByText('Thursday, November 27, 2031')).toBeInTheDocument();
    expect(within(list).getByText('Closed · Thanksgiving')).toBeInTheDocument();

    closureAnswer = () =>
      json({ success: false, status: 409, code: 'CONFLICT', message: HOURS_MESSAGES.closureTaken }, 409);
    await user.click(screen.getByRole('button', { name: 'Add closure or special hours' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a closure or special hours' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Choose the day')).toBeInTheDocument();
    expect(within(dialog).getByText(HOURS_MESSAGES.closureReason)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Day/), '2031-12-24');
    await user.click(within(dialog).getByRole('radio', { name: 'Special hours' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Christmas Eve');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(HOURS_MESSAGES.closureTaken)).toBeInTheDocument();
    expect(sent('POST', '/closures')).toEqual([
      { date: '2031-12-24', hours: { opens: 360, closes: 960 }, reason: 'Christmas Eve' },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Remove the closure of Thursday, November 27, 2031' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove this closure?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No closures or special hours ahead.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/staff/clubs/106/closures/c-1')).toBe(true);
  });

  it('says what the occupancy chart shows, with the table for screen readers', async () => {
    renderPage();
    expect(await screen.findByTestId('occupancy-summary')).toHaveTextContent(
      /^Busiest hour on average: 6\sp\.m\., 24\.4 people\. The most at once: 41 of a capacity of 300\.$/,
    );
    const table = screen.getByRole('table', { name: 'People in the club by hour, last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(25);
  });

  it('offers the director a choice of club, and reads in Spanish', async () => {
    scope = { role: 'director', allClubs: true, clubIds: ['101', '106'] };
    await act(() => activateLocale('es'));
    const user = renderPage();
    expect(await screen.findByRole('heading', { name: 'Aforo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cierres y horarios especiales' })).toBeInTheDocument();
    expect(screen.getByText('Cerrado · Thanksgiving')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/staff/clubs/101/settings')).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Club' }));
    await user.click(screen.getByRole('option', { name: 'Club 106' }));
    await screen.findByRole('heading', { name: 'Horario' });
    expect(calls.some((call) => call.path === '/staff/clubs/106/settings')).toBe(true);
  });
});
