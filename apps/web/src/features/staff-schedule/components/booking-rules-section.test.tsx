import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ClassRules, type ClubClassRules, DEFAULT_CLASS_RULES } from '@gym/contracts/class-rules';
import type { StaffSchedule } from '@gym/contracts/staff-schedule';
import { activateLocale } from '../../../lib/i18n/i18n';
import { Component as StaffSchedulePage } from './staff-schedule-page';

const SCHEDULE: StaffSchedule = {
  clubId: '106',
  timeZone: 'America/Los_Angeles',
  today: '2031-11-18',
  classTypes: [],
  rooms: [],
  trainers: [],
  series: [],
};
const SPIN_RULES: ClassRules = {
  opensDaysBefore: 3,
  lateCancelHours: 24,
  maxUpcoming: 4,
  maxPerDay: 1,
  penalty: 'fee',
  feeCents: 1500,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const calls: { method: string; path: string; body: unknown }[] = [];
let rules: ClubClassRules;
let putAnswer: (body: ClassRules) => Response;

beforeEach(() => {
  calls.length = 0;
  rules = {
    clubId: '106',
    club: null,
    defaults: DEFAULT_CLASS_RULES,
    classTypes: [
      { classTypeId: 'power-spin', name: 'Power Spin', rules: SPIN_RULES },
      { classTypeId: 'sunrise-stretch', name: 'Sunrise Stretch', rules: null },
    ],
  };
  putAnswer = (body) => {
    rules = { ...rules, club: body };
    return json({ success: true, data: rules });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      if (path === '/staff/scope') return json({ role: 'manager', allClubs: false, clubIds: ['106'] });
      if (path === '/clubs') return json([]);
      if (path === '/staff/clubs/106/schedule') return json({ success: true, data: SCHEDULE });
      if (path === '/staff/clubs/106/class-rules' && method === 'GET') return json({ success: true, data: rules });
      if (path === '/staff/clubs/106/class-rules' && method === 'PUT') return putAnswer(body as ClassRules);
      if (path === '/staff/clubs/106/class-rules/sunrise-stretch' && method === 'PUT') {
        rules = { ...rules, classTypes: rules.classTypes.map((type) => ({ ...type, rules: body as ClassRules })) };
        return json({ success: true, data: rules });
      }
      if (path === '/staff/clubs/106/class-rules/power-spin' && method === 'DELETE') {
        rules = { ...rules, classTypes: rules.classTypes.map((type) => ({ ...type, rules: null })) };
        return json({ success: true, data: rules });
      }
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
        <StaffSchedulePage />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

const section = () => screen.findByRole('region', { name: 'Booking rules' });

describe("The schedule page's booking rules", () => {
  it("says the club's rules in words: the chain defaults, then each class type's own", async () => {
    renderPage();
    const club = await within(await section()).findByRole('region', { name: 'Chain defaults' });
    expect(
      within(club)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Booking opens 7 days before a class',
      'Cancelling less than 12 hours before is a late cancel',
      '8 upcoming bookings, 2 a day',
      'Late cancels and no-shows: a strike',
    ]);
    const [spin] = screen.getAllByTestId('type-rules');
    expect(spin).toHaveTextContent('Power Spin');
    expect(spin).toHaveTextContent('Booking opens 3 days before a class');
    expect(spin).toHaveTextContent('Cancelling less than 24 hours before is a late cancel');
    expect(spin).toHaveTextContent('4 upcoming bookings, 1 a day');
    expect(spin).toHaveTextContent('Late cancels and no-shows: a $15.00 fee');
  });

  it("saves a fee for the club, asking for the amount and keeping the server's refusal in the dialog", async () => {
    putAnswer = () => json({ success: false, status: 403, code: 'FORBIDDEN', message: 'Not your club' }, 403);
    const user = renderPage();
    await user.click(await within(await section()).findByRole('button', { name: "Edit the club's booking rules" }));
    const dialog = screen.getByRole('dialog', { name: "The club's booking rules" });
    expect(within(dialog).queryByRole('textbox', { name: /^Fee/ })).toBeNull();
    const opens = within(dialog).getByRole('textbox', { name: /^Booking opens/ });
    await user.clear(opens);
    await user.type(opens, '31');
    await user.click(within(dialog).getByRole('radio', { name: 'Charge a fee' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a whole number from 1 to 30')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the fee charged for a late cancel or a no-show')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.clear(opens);
    await user.type(opens, '3');
    await user.type(within(dialog).getByRole('textbox', { name: /^Fee/ }), '12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Not your club')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/staff/clubs/106/class-rules',
      body: { opensDaysBefore: 3, lateCancelHours: 12, maxUpcoming: 8, maxPerDay: 2, penalty: 'fee', feeCents: 1250 },
    });

    putAnswer = (body) => {
      rules = { ...rules, club: body };
      return json({ success: true, data: rules });
    };
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent("The club's booking rules are saved.");
    const club = await within(await section()).findByRole('region', { name: "This club's rules" });
    expect(club).toHaveTextContent('Late cancels and no-shows: a $12.50 fee');
  });

  it("puts a class type back on the club's rules, after asking", async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: "Use the club's rules for Power Spin" }));
    const dialog = screen.getByRole('dialog', { name: "Use the club's rules for Power Spin?" });
    await user.click(within(dialog).getByRole('button', { name: "Use the club's rules" }));
    expect(await screen.findByRole('status')).toHaveTextContent("Power Spin follows the club's rules again.");
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/staff/clubs/106/class-rules/power-spin',
    ]);
    expect(screen.queryAllByTestId('type-rules')).toEqual([]);
    expect(screen.getByText("Every class type follows the club's rules.")).toBeInTheDocument();
  });

  it("gives a class type its own rules, starting from the club's", async () => {
    rules = { ...rules, club: { ...DEFAULT_CLASS_RULES, opensDaysBefore: 5 } };
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Give a class type its own rules' }));
    const dialog = screen.getByRole('dialog', { name: "A class type's own rules" });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Choose one')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /^Class type/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Sunrise Stretch']);
    await user.click(screen.getByRole('option', { name: 'Sunrise Stretch' }));
    expect(within(dialog).getByRole('textbox', { name: /^Booking opens/ })).toHaveValue('5');
    const perDay = within(dialog).getByRole('textbox', { name: /^Bookings per member in a day/ });
    await user.clear(perDay);
    await user.type(perDay, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sunrise Stretch has its own booking rules at this club.',
    );
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/staff/clubs/106/class-rules/sunrise-stretch',
      body: { ...DEFAULT_CLASS_RULES, opensDaysBefore: 5, maxPerDay: 1 },
    });
  });

  it('reads in Spanish', async () => {
    await act(() => activateLocale('es'));
    renderPage();
    const rulesSection = await screen.findByRole('region', { name: 'Reglas de reserva' });
    expect(await within(rulesSection).findByText('La reserva se abre 7 días antes de la clase')).toBeInTheDocument();
    expect(
      within(rulesSection).getByText('Cancelaciones tardías y ausencias: una tarifa de $15.00'),
    ).toBeInTheDocument();
  });
});
