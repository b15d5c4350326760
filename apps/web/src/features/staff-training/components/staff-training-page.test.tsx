import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrainingSession } from '@gym/contracts/personal-training';
import type { OwnTrainerProfile } from '@gym/contracts/trainers';
import { activateLocale } from '../../../lib/i18n/i18n';
import {
  ALEX_SESSION,
  type Call,
  PACK,
  PACK_ID,
  SOFIA,
  TAYLOR,
  json,
  recordingFetch,
  trainingOf,
} from '../test/fixtures';
import { Component as StaffTrainingPage } from './staff-training-page';

/** Monday, March 15, 2027, 11 a.m. at the clubs. */
const NOW = new Date('2027-03-15T18:00:00Z');
const SOFIA_CANCELLED: TrainingSession = {
  ...ALEX_SESSION,
  id: 'b7d4c7a2-1d5e-4f0e-b3a4-2f7e0d1c9b02',
  trainer: SOFIA,
  member: { id: 'member-jo', firstName: 'Jo', lastName: 'Park' },
  startsAt: '2027-03-18T23:00:00.000Z',
  endsAt: '2027-03-18T23:30:00.000Z',
  minutes: 30,
  mode: 'video',
  status: 'cancelled',
  returnedToPack: true,
};
const TAYLOR_CHANGE: OwnTrainerProfile = {
  trainer: {
    ...TAYLOR,
    bio: 'Strength coach for ten years.',
    specialities: ['strength'],
    certifications: ['NASM-CPT'],
    languages: ['en'],
    clubs: [{ clubId: '101', displayName: 'Marin' }],
  },
  pending: {
    bio: 'Strength coach for ten years: beginners welcome.',
    specialities: ['strength'],
    certifications: ['NASM-CPT'],
    languages: ['en', 'es'],
  },
};
const SLOTS = {
  trainerId: TAYLOR.id,
  clubId: '101',
  timeZone: 'America/Los_Angeles',
  minutes: 60,
  days: [
    { day: '2027-03-16', starts: [] },
    { day: '2027-03-17', starts: ['2027-03-17T15:00:00.000Z', '2027-03-17T16:30:00.000Z'] },
  ],
};

const calls: Call[] = [];
let changes: OwnTrainerProfile[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  calls.length = 0;
  changes = [TAYLOR_CHANGE];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      recordingFetch(calls, (call) => {
        if (call.path === '/staff/scope') return json({ role: 'manager', allClubs: false, clubIds: ['101'] });
        if (call.path === '/clubs') return json([]);
        if (call.path === '/staff/clubs/101/training') {
          const from = new URLSearchParams(call.search).get('from')!;
          return json({
            success: true,
            data: trainingOf(from, from === '2027-03-15' ? [SOFIA_CANCELLED, ALEX_SESSION] : []),
          });
        }
        if (call.path === '/staff/trainers/changes') return json({ success: true, data: changes });
        if (call.path === `/staff/trainers/${TAYLOR.id}/approve`) {
          changes = [];
          return json({ success: true, data: { ...TAYLOR_CHANGE, pending: null } });
        }
        if (call.path === '/staff/clubs/101/training-packs') return json({ success: true, data: [] });
        if (call.path === `/trainers/${TAYLOR.id}/slots`) return json({ success: true, data: SLOTS });
        if (call.path === '/staff/clubs/101/training/sessions' && call.method === 'POST') {
          const body = call.body as { startsAt: string };
          return json(
            {
              success: true,
              data: { ...ALEX_SESSION, id: 'new', startsAt: body.startsAt, endsAt: '2027-03-17T17:30:00.000Z' },
            },
            201,
          );
        }
        if (call.path === `/staff/training/packs/${PACK_ID}`) return json({ success: true, data: PACK });
        if (call.path === `/staff/training/packs/${PACK_ID}/refund`) {
          return json({
            success: true,
            data: { refundId: 'r1', packId: PACK_ID, sessions: 1, amountCents: 8000, status: 'pending' },
          });
        }
        return undefined;
      }),
    ),
  );
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider theme={createTheme()}>
        <StaffTrainingPage />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

const calendar = () => screen.findByRole('region', { name: "Trainers' calendar" });
const sessions = () => screen.findAllByTestId('staff-training-session');

describe('The personal-training page', () => {
  it("shows the club's week day by day, each session with its member, time, way and status", async () => {
    renderPage();
    const week = await calendar();
    await waitFor(() => expect(within(week).getAllByTestId('staff-training-day')).toHaveLength(7));
    const days = within(week).getAllByTestId('staff-training-day');
    expect(within(days[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Monday, March 15');
    expect(days[0]).toHaveTextContent('Monday, March 15TodayNo sessions');
    expect(days[0]).toHaveTextContent('No sessions');
    expect(within(days[1]!).getByRole('heading', { level: 3 })).toHaveTextContent('Tuesday, March 16');
    expect(days[1]).toHaveTextContent('9 – 10 AMBookedAlex Rivera with Taylor Brooks60 min · In person');
    expect(days[3]).toHaveTextContent(
      '4:00 – 4:30 PMCancelled · back in the packJo Park with Sofia Ramírez30 min · By video',
    );
    // Moving is for a booked session to come; a refund is of any session's pack.
    expect(within(days[1]!).getByRole('button', { name: 'Move' })).toBeInTheDocument();
    expect(within(days[3]!).queryByRole('button', { name: 'Move' })).toBeNull();
    expect(within(days[3]!).getByRole('button', { name: 'Refund unused sessions' })).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(within(week).getByRole('button', { name: 'Sofia Ramírez' }));
    expect(await sessions()).toHaveLength(1);
    expect(within(week).getByRole('button', { name: 'Sofia Ramírez' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes a week forward and back to today', async () => {
    const user = renderPage();
    const week = await calendar();
    expect(await within(week).findByText('Mar 15 – 21, 2027')).toBeInTheDocument();
    await user.click(within(week).getByRole('button', { name: 'Next week' }));
    expect(await within(week).findByText('Mar 22 – 28, 2027')).toBeInTheDocument();
    await waitFor(() => expect(within(week).getAllByText('No sessions')).toHaveLength(7));
    await user.click(within(week).getByRole('button', { name: 'Back to today' }));
    expect(await sessions()).toHaveLength(2);
    // (Today's week is read again on the way back, as data seen a while ago is.)
    expect(
      calls
        .filter((call) => call.path === '/staff/clubs/101/training')
        .map((call) => call.search)
        .slice(0, 2),
    ).toEqual(['?from=2027-03-15&days=7', '?from=2027-03-22&days=7']);
  });

  it("books for a member in one of the trainer's free starts and says so", async () => {
    const user = renderPage();
    const week = await calendar();
    await user.click(await within(week).findByRole('button', { name: 'Book for a member' }));
    const dialog = screen.getByRole('dialog', { name: 'Book for a member' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Member number/ }), '1000042');
    await user.click(await within(dialog).findByRole('combobox', { name: /^Day/ }));
    // Only the days with a free start.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Wednesday, March 17']);
    await user.click(screen.getByRole('option', { name: 'Wednesday, March 17' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Start/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['8:00 AM', '9:30 AM']);
    await user.click(screen.getByRole('option', { name: '9:30 AM' }));
    await user.click(within(dialog).getByRole('radio', { name: 'By video' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      // The times kept together by a word joiner after the dash.
      'Booked: Alex Rivera, 60 minutes with Taylor Brooks, Wednesday, March 17, 9:30 –\u2060 10:30 AM.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      memberNumber: 1000042,
      trainerId: TAYLOR.id,
      startsAt: '2027-03-17T16:30:00.000Z',
      minutes: 60,
      mode: 'video',
    });
  });

  it("refunds a session's pack and says what the provider answered", async () => {
    const user = renderPage();
    const [, alex] = await sessions();
    await user.click(within(alex!).getByRole('button', { name: 'Refund unused sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund unused sessions' });
    await within(dialog).findByText(/sessions are unused/);
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Injury');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The refund of $80.00 for 1 session is waiting for the payment provider',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows a trainer's change beside the profile members see, and approves it", async () => {
    const user = renderPage();
    const section = await screen.findByRole('region', { name: 'Profile changes to approve' });
    const change = await within(section).findByRole('article', { name: 'Taylor Brooks' });
    // Only what changed: the bio and the languages.
    expect(
      within(change)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['About', 'Coaches in']);
    expect(within(change).getByRole('region', { name: 'Coaches in' })).toHaveTextContent(
      'NowEnglishWritten by the trainerEnglish and Spanish',
    );
    await user.click(within(change).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Taylor Brooks's profile change is approved: members see it now.",
    );
    expect(await within(section).findByText('No change is waiting.')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await act(() => activateLocale('es'));
    renderPage();
    const week = await screen.findByRole('region', { name: 'Calendario de los entrenadores' });
    await waitFor(() => expect(within(week).getAllByTestId('staff-training-day')).toHaveLength(7));
    const days = within(week).getAllByTestId('staff-training-day');
    expect(days[0]).toHaveTextContent('Lunes, 15 de marzoHoySin sesiones');
    expect(days[1]).toHaveTextContent('ReservadaAlex Rivera con Taylor Brooks60 min · En persona');
    expect(within(days[1]!).getByRole('button', { name: 'Mover' })).toBeInTheDocument();
    expect(within(week).getByRole('button', { name: 'Reservar para un miembro' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Cambios de perfil por aprobar' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Nómina' })).toHaveTextContent('Descargar CSV');
  });
});
