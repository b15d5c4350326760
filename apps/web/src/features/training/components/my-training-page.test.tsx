import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyTraining, Pack, TrainingSession } from '@gym/contracts/personal-training';
import { activateLocale } from '../../../lib/i18n/i18n';
import { signIn, signOut } from '../../../lib/session';
import { sessionTokenFor } from '../../../test/session-token';
import { SAM } from '../../../test/session-users';
import { Component as MyTrainingPage } from './my-training-page';

const LA = 'America/Los_Angeles';
/** Now: Monday 15 March 2027, 10 a.m. at the club. */
const NOW = new Date('2027-03-15T17:00:00.000Z');

function session(id: string, startsAt: string, overrides: Partial<TrainingSession> = {}): TrainingSession {
  return {
    id,
    trainer: { id: 'trainer-sofia', firstName: 'Sofia', lastName: 'Ramírez' },
    member: { id: 'member-sam', firstName: 'Sam', lastName: 'Lee' },
    clubId: '101',
    clubName: 'Marin',
    timeZone: LA,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 3_600_000).toISOString(),
    minutes: 60,
    mode: 'inPerson',
    status: 'booked',
    returnedToPack: false,
    freeCancel: true,
    joinable: false,
    packId: 'pack-1',
    ...overrides,
  };
}

const PACK: Pack = {
  id: 'pack-1',
  clubId: '101',
  clubName: 'Marin',
  sessions: 5,
  minutes: 60,
  priceCents: 40000,
  intro: false,
  status: 'active',
  purchasedAt: '2027-03-01T18:00:00.000Z',
  expiresAt: '2028-03-01T18:00:00.000Z',
  used: 3,
  refunded: 0,
  left: 2,
};

/** Tuesday 5 p.m. (31 hours ahead: free to cancel), Monday 6 p.m. (8 hours ahead: used), and last week's. */
const TUESDAY = session('s-tuesday', '2027-03-17T00:00:00.000Z');
const TONIGHT = session('s-tonight', '2027-03-16T01:00:00.000Z', { freeCancel: false, mode: 'video' });
const LAST_WEEK = session('s-last-week', '2027-03-08T01:00:00.000Z', { status: 'cancelled', returnedToPack: true });
const ATTENDED = session('s-attended', '2027-03-10T01:00:00.000Z', { status: 'attended' });
const TRAINING: MyTraining = { packs: [PACK], sessions: [LAST_WEEK, TUESDAY, ATTENDED, TONIGHT] };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderPage(cancelAnswer: (sessionId: string) => Response, training: MyTraining = TRAINING) {
  const posts: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (init?.method === 'POST') {
        posts.push(path);
        return cancelAnswer(path.split('/')[3]!);
      }
      return json({ success: true, data: training });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MyTrainingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { posts, user: userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime }) };
}

const description = (dialog: HTMLElement) =>
  (document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent ?? '').replace(/\s/g, ' ');
const sessionCard = (id: string) => document.querySelector<HTMLElement>(`[data-session-id="${id}"]`)!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  act(() => void signIn({ token: sessionTokenFor(SAM) }));
});

afterEach(async () => {
  act(() => signOut());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

describe('My training', () => {
  it('lists the sessions to come soonest first, the packs, and the past ones marked', async () => {
    renderPage(() => json({}, 500));
    const toCome = await screen.findByRole('region', { name: 'Sessions to come' });
    const cards = within(toCome).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('data-session-id'))).toEqual(['s-tonight', 's-tuesday']);
    expect(cards[1]).toHaveTextContent(
      /60 minutes with Sofia Ramírez\s*Tuesday, March 16, 5\s–\s6\sPM\s*In person at Marin/,
    );
    expect(cards[0]).toHaveTextContent('By video · Marin');
    expect(within(cards[1]!).getByRole('link', { name: 'Message your trainer' })).toHaveAttribute(
      'href',
      '/messages?trainer=trainer-sofia',
    );

    const pack = within(screen.getByRole('region', { name: 'Your packs' })).getByRole('article');
    expect(pack).toHaveTextContent(/5 sessions of 60 minutes\s*Marin\s*2 of 5 left\s*Expires March 1, 2028/);

    const past = within(screen.getByRole('region', { name: 'Past and cancelled' })).getAllByRole('article');
    expect(past.map((card) => card.getAttribute('data-session-id'))).toEqual(['s-attended', 's-last-week']);
    expect(past[0]).toHaveTextContent('Attended');
    expect(past[1]).toHaveTextContent('Cancelled · back in your pack');
    expect(within(past[1]!).queryByRole('button')).toBeNull();
  });

  it("offers 'Join the session' on a joinable video session: the trainer's conversation, where their call rings", async () => {
    renderPage(() => json({}, 500), { ...TRAINING, sessions: [TUESDAY, { ...TONIGHT, joinable: true }] });
    await screen.findByRole('region', { name: 'Sessions to come' });
    expect(within(sessionCard('s-tonight')).getByRole('link', { name: 'Join the session' })).toHaveAttribute(
      'href',
      '/messages?trainer=trainer-sofia',
    );
    expect(within(sessionCard('s-tuesday')).queryByRole('link', { name: 'Join the session' })).toBeNull();
  });

  it('says a cancel more than 24 hours ahead is free before asking, then that the session went back', async () => {
    const { posts, user } = renderPage(() =>
      json({ success: true, data: { ...TUESDAY, status: 'cancelled', returnedToPack: true } }),
    );
    await screen.findByRole('region', { name: 'Sessions to come' });
    await user.click(within(sessionCard('s-tuesday')).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this session?' });
    expect(description(dialog)).toBe(
      'Cancelling now is free: the session goes back to your pack. Less than 24 hours before it, a cancelled session is used.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel the session' })).not.toHaveClass('MuiButton-colorError');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the session' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual(['/training/sessions/s-tuesday/cancel']);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session of Tuesday, March 16, 5 – 6 PM is cancelled: it went back to your pack.',
    );
  });

  it('says a late cancel uses the session, in the error colour', async () => {
    const { user } = renderPage(() => json({}, 500));
    await screen.findByRole('region', { name: 'Sessions to come' });
    await user.click(within(sessionCard('s-tonight')).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this session?' });
    expect(description(dialog)).toBe(
      'It is less than 24 hours before the session: cancelling now uses it, and it does not go back to your pack.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel the session' })).toHaveClass('MuiButton-colorError');
  });

  it('reads in Spanish', async () => {
    await act(() => activateLocale('es'));
    const { user } = renderPage(() => json({}, 500));
    await screen.findByRole('region', { name: 'Próximas sesiones' });
    expect(sessionCard('s-tuesday')).toHaveTextContent(
      /60 minutos con Sofia Ramírez\s*martes, 16 de marzo, 5–6\sp\.m\./,
    );
    await user.click(within(sessionCard('s-tonight')).getByRole('button', { name: 'Cancelar' }));
    expect(description(screen.getByRole('dialog', { name: '¿Cancelar esta sesión?' }))).toBe(
      'Faltan menos de 24 horas para la sesión: si la cancela ahora, se da por usada y no vuelve a su paquete.',
    );
  });
});
