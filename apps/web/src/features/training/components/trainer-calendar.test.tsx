import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSONAL_TRAINING_MESSAGES, type TrainingSession } from '@gym/contracts/personal-training';
import { activateLocale } from '../../../lib/i18n/i18n';
import { signIn, signOut } from '../../../lib/session';
import { sessionTokenFor } from '../../../test/session-token';
import { SAM } from '../../../test/session-users';
import { TrainerCalendar } from './trainer-calendar';

const LA = 'America/Los_Angeles';
/** Now: Monday 15 March 2027, 10 a.m. at the club. */
const NOW = new Date('2027-03-15T17:00:00.000Z');

function session(id: string, startsAt: string, overrides: Partial<TrainingSession> = {}): TrainingSession {
  return {
    id,
    trainer: { id: 'trainer-taylor', firstName: 'Taylor', lastName: 'Brooks' },
    member: { id: 'member-alex', firstName: 'Alex', lastName: 'Rivera' },
    clubId: '101',
    clubName: 'Marin',
    timeZone: LA,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 3_600_000).toISOString(),
    minutes: 60,
    mode: 'inPerson',
    status: 'booked',
    returnedToPack: false,
    freeCancel: false,
    joinable: false,
    packId: 'pack-1',
    notes: '',
    ...overrides,
  };
}

/** Started 10 minutes ago (9:50), to come tomorrow at 9, and yesterday's, attended, with notes. */
const STARTED = session('s-started', '2027-03-15T16:50:00.000Z');
const TOMORROW = session('s-tomorrow', '2027-03-16T16:00:00.000Z', { notes: 'Left knee: no deep squats.' });
const YESTERDAY = session('s-yesterday', '2027-03-14T16:00:00.000Z', { status: 'attended' });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

interface Put {
  path: string;
  body: unknown;
}

/**
 * The calendar against a stubbed API: GET /trainer/sessions answers the sessions as they are now; a PUT is
 * recorded and answered by `answerPut` (the session changed, by default).
 */
function renderCalendar(answerPut?: (put: Put) => Response, initial = [STARTED, TOMORROW, YESTERDAY]) {
  let sessions = initial;
  const puts: Put[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (init?.method === 'PUT') {
        const put = { path, body: JSON.parse(String(init.body)) as Record<string, string> };
        puts.push(put);
        if (answerPut) return answerPut(put);
        const id = path.split('/')[3];
        const change =
          'attendance' in put.body ? { status: put.body.attendance as TrainingSession['status'] } : put.body;
        sessions = sessions.map((one) => (one.id === id ? { ...one, ...change } : one));
        return json({ success: true, data: sessions.find((one) => one.id === id) });
      }
      return json({ success: true, data: sessions });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TrainerCalendar />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { puts, user: userEvent.setup({ delay: null }) };
}

const card = (id: string) => document.querySelector<HTMLElement>(`[data-session-id="${id}"]`)!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  act(() => void signIn({ token: sessionTokenFor({ ...SAM, role: 'trainer', isTrainer: true }) }));
});

afterEach(async () => {
  act(() => signOut());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

describe("the trainer's marks", () => {
  it('offers Attended and No-show on a started session only, and shows the mark once given', async () => {
    const { puts, user } = renderCalendar();
    await screen.findAllByRole('article');
    const started = within(card('s-started'));
    expect(started.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(started.getByRole('button', { name: 'Attended' })).toHaveAttribute('aria-pressed', 'false');
    expect(started.getByRole('button', { name: 'No-show' })).toHaveAttribute('aria-pressed', 'false');
    // Each button says which session it is for.
    expect(started.getByRole('button', { name: 'Attended' })).toHaveAccessibleDescription('Alex Rivera · 60 minutes');
    // Not started yet: Cancel, no marks.
    const tomorrow = within(card('s-tomorrow'));
    expect(tomorrow.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(tomorrow.queryByRole('button', { name: 'Attended' })).toBeNull();
    // Marked: the mark shows pressed and in the status, and may still be changed.
    expect(within(card('s-yesterday')).getByRole('button', { name: 'Attended' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(started.getByRole('button', { name: 'Attended' }));
    await waitFor(() =>
      expect(started.getByRole('button', { name: 'Attended' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(puts).toEqual([{ path: '/trainer/sessions/s-started/attendance', body: { attendance: 'attended' } }]);
    expect(started.getByRole('button', { name: 'No-show' })).toHaveAttribute('aria-pressed', 'false');
    expect(card('s-started')).toHaveTextContent(/Alex Rivera · 60 minutes.*Attended/);

    // The calendar is asked again after a mark (the session is used): the buttons wait for it.
    await waitFor(() => expect(started.getByRole('button', { name: 'No-show' })).toBeEnabled());
    await user.click(started.getByRole('button', { name: 'No-show' }));
    await waitFor(() =>
      expect(started.getByRole('button', { name: 'No-show' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(puts.at(-1)).toEqual({ path: '/trainer/sessions/s-started/attendance', body: { attendance: 'noShow' } });
    expect(card('s-started')).toHaveTextContent('No-show');
  });

  it("says the server's reason when it refuses a mark", async () => {
    const { user } = renderCalendar(() =>
      json({ success: false, status: 409, code: 'CONFLICT', message: PERSONAL_TRAINING_MESSAGES.notStartedYet }, 409),
    );
    await screen.findAllByRole('article');
    await user.click(within(card('s-started')).getByRole('button', { name: 'No-show' }));
    expect(await within(card('s-started')).findByText('Mark a session once it has started')).toBeInTheDocument();
    expect(within(card('s-started')).getByRole('button', { name: 'No-show' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe("the trainer's 'Join the session'", () => {
  it("leads a joinable video session to the member's conversation, where the call starts", async () => {
    renderCalendar(undefined, [
      { ...STARTED, mode: 'video', joinable: true },
      { ...TOMORROW, mode: 'video' },
    ]);
    await screen.findAllByRole('article');
    const join = within(card('s-started')).getByRole('link', { name: 'Join the session' });
    expect(join).toHaveAttribute('href', '/messages?with=member-alex&call=1');
    expect(join).toHaveAccessibleDescription('Alex Rivera · 60 minutes');
    expect(within(card('s-tomorrow')).queryByRole('link', { name: 'Join the session' })).toBeNull();
  });
});

describe("the trainer's private notes", () => {
  it('shows the saved notes, saves a change, says it is saved, and forgets that once the text changes again', async () => {
    const { puts, user } = renderCalendar();
    await screen.findAllByRole('article');
    const tomorrow = within(card('s-tomorrow'));
    const field = tomorrow.getByRole('textbox', { name: 'Private notes' });
    expect(field).toHaveValue('Left knee: no deep squats.');
    expect(field).toHaveAccessibleDescription('Only you see them, never the member.');
    const save = tomorrow.getByRole('button', { name: 'Save notes' });
    expect(save).toBeDisabled();

    await user.type(field, ' Bring the band.');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await tomorrow.findByRole('status')).toHaveTextContent('Notes saved.');
    expect(puts).toEqual([
      { path: '/trainer/sessions/s-tomorrow/notes', body: { notes: 'Left knee: no deep squats. Bring the band.' } },
    ]);
    expect(save).toBeDisabled();

    await user.type(field, '!');
    expect(tomorrow.queryByRole('status')).toBeNull();
    expect(save).toBeEnabled();
  });

  it('keeps the text and says why when the save fails', async () => {
    const { user } = renderCalendar(() =>
      json({ success: false, status: 404, code: 'NOT_FOUND', message: 'This session does not exist' }, 404),
    );
    await screen.findAllByRole('article');
    const started = within(card('s-started'));
    await user.type(started.getByRole('textbox', { name: 'Private notes' }), 'Warm-up ran long');
    await user.click(started.getByRole('button', { name: 'Save notes' }));
    expect(await started.findByText('This session does not exist')).toBeInTheDocument();
    expect(started.getByRole('textbox', { name: 'Private notes' })).toHaveValue('Warm-up ran long');
    expect(started.queryByRole('status')).toBeNull();
  });

  it('reads in Spanish', async () => {
    await act(() => activateLocale('es'));
    renderCalendar();
    await screen.findAllByRole('article');
    const started = within(card('s-started'));
    expect(started.getByRole('button', { name: 'Asistió' })).toBeInTheDocument();
    expect(started.getByRole('button', { name: 'No se presentó' })).toBeInTheDocument();
    expect(started.getByRole('textbox', { name: 'Notas privadas' })).toBeInTheDocument();
    expect(started.getByRole('button', { name: 'Guardar notas' })).toBeDisabled();
  });
});
