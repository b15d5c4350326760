import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_SCHEDULE_MESSAGES, type StaffSchedule } from '@gym/contracts/staff-schedule';
import { activateLocale } from '../../../lib/i18n/i18n';
import { Component as StaffSchedulePage } from './staff-schedule-page';

const TRAINER = { id: '7b0c4c0e-2f0a-4d8e-9a55-1d8f3f9b6a01', firstName: 'Ryan', lastName: 'Kim' };
const type = (id: string, name: string, editable: boolean) => ({
  id,
  name,
  description: `${name}, the class.`,
  level: 'allLevels' as const,
  durationMinutes: 45,
  image: 'spin' as const,
  premierOnly: false,
  editable,
});
const SCHEDULE: StaffSchedule = {
  clubId: '106',
  timeZone: 'America/Los_Angeles',
  today: '2031-11-18',
  classTypes: [type('power-spin', 'Power Spin', false), type('sunrise-stretch', 'Sunrise Stretch', true)],
  rooms: [{ id: '106-4', name: 'Cycle Studio', capacity: 28 }],
  trainers: [TRAINER],
  series: [
    {
      id: '0d9a3a4e-6a55-4f0b-8f63-5a0c1a4f7c11',
      clubId: '106',
      classTypeId: 'power-spin',
      room: { id: '106-4', name: 'Cycle Studio' },
      trainer: TRAINER,
      weekdays: [1, 3],
      startTime: '06:30',
      startsOn: '2031-01-06',
      endsOn: null,
      capacity: 28,
      popular: true,
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const calls: { method: string; path: string; body: unknown }[] = [];
let seriesAnswer: () => Response;

beforeEach(() => {
  calls.length = 0;
  seriesAnswer = () =>
    json({ success: false, status: 400, code: 'BAD_REQUEST', message: STAFF_SCHEDULE_MESSAGES.capacityAboveRoom }, 400);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/staff/scope') return json({ role: 'manager', allClubs: false, clubIds: ['106'] });
      if (path === '/clubs') return json([]);
      if (path === '/staff/clubs/106/schedule') return json({ success: true, data: SCHEDULE });
      if (path.startsWith('/staff/class-series')) return seriesAnswer();
      if (path === '/staff/class-types') return json({ success: true, data: type('core', 'Core', true) });
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

const choose = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: RegExp, option: string) => {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
};

describe("The console's schedule", () => {
  it("lists the club's weekly classes and the class types, Edit only where the manager may change a type", async () => {
    renderPage();
    const [series] = await screen.findAllByTestId('series');
    expect(series).toHaveTextContent('Power Spin');
    expect(series).toHaveTextContent('Mon, Wed · 6:30 AM');
    expect(series).toHaveTextContent('Cycle Studio · with Ryan Kim · 28 places');
    expect(series).toHaveTextContent('From January 6, 2031 · Popular: opening drawn by lot');
    expect(within(series!).getByRole('button', { name: 'Edit Power Spin, Mon, Wed · 6:30 AM' })).toBeInTheDocument();
    const types = screen.getByRole('region', { name: 'Class types' });
    expect(within(types).queryByRole('button', { name: 'Edit Power Spin' })).toBeNull();
    expect(within(types).getByRole('button', { name: 'Edit Sunrise Stretch' })).toBeInTheDocument();
  });

  it('adds a weekly class, saying what is missing and keeping the server refusal in the dialog', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add a weekly class' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a weekly class' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Choose one')).toHaveLength(3);
    expect(within(dialog).getByText('Choose at least one weekday')).toBeInTheDocument();
    await choose(user, dialog, /^Class/, 'Sunrise Stretch');
    await choose(user, dialog, /^Room/, 'Cycle Studio (holds 28)');
    await choose(user, dialog, /^Trainer/, 'Ryan Kim');
    await user.click(within(dialog).getByRole('button', { name: 'Tue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Thu' }));
    await user.type(within(dialog).getByLabelText(/^Start time/), '07:15');
    await user.type(within(dialog).getByRole('textbox', { name: /^Capacity/ }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(STAFF_SCHEDULE_MESSAGES.capacityAboveRoom)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      clubId: '106',
      classTypeId: 'sunrise-stretch',
      roomId: '106-4',
      trainerId: TRAINER.id,
      weekdays: [2, 4],
      startTime: '07:15',
      startsOn: '2031-11-18',
      endsOn: null,
      capacity: 30,
      popular: false,
    });
    seriesAnswer = () => json({ success: true, data: SCHEDULE.series[0] });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The weekly class is added');
  });

  it('changes a weekly class with the reason its members read', async () => {
    seriesAnswer = () => json({ success: true, data: SCHEDULE.series[0] });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Power Spin, Mon, Wed · 6:30 AM' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Power Spin' });
    await user.type(within(dialog).getByLabelText(/^Last day/), '2031-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(/^Please say why/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Studio refit');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The weekly class is saved');
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `/staff/class-series/${SCHEDULE.series[0]!.id}`,
      body: { endsOn: '2031-12-31', reason: 'Studio refit', weekdays: [1, 3], startTime: '06:30' },
    });
  });

  it('adds a class type from the brand pictures, and reads in Spanish', async () => {
    await act(() => activateLocale('es'));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Agregar un tipo de clase' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar un tipo de clase' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Core');
    await user.type(within(dialog).getByRole('textbox', { name: /^Descripción/ }), 'Abdominales y espalda.');
    await choose(user, dialog, /^Imagen/, 'Fuerza');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Core se guardó.');
    expect(calls.find((call) => call.path === '/staff/class-types')?.body).toEqual({
      name: 'Core',
      description: 'Abdominales y espalda.',
      level: 'allLevels',
      durationMinutes: 45,
      image: 'strength',
      premierOnly: false,
    });
  });
});
