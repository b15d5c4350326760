import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Pack, SessionLength } from '@gym/contracts/personal-training';
import type { StoredCard } from '@gym/contracts/member-billing';
import { activateLocale } from '../../../lib/i18n/i18n';
import { signIn, signOut } from '../../../lib/session';
import { sessionTokenFor } from '../../../test/session-token';
import { SAM } from '../../../test/session-users';
import {
  FIVE_HOURS,
  LA,
  MARIN,
  OFFERS,
  SOFIA,
  TUESDAY_FIVE,
  VISA,
  billingWith,
  packOf,
  sessionOf,
} from '../test/training-fixture';
import { BookSessionDialog } from './book-session-dialog';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The server's error envelope. */
const refusal = (status: number, code: string, message: string) =>
  json({ success: false, status, code, message }, status);

interface Call {
  method: string;
  path: string;
  body: unknown;
  key: string | undefined;
}

/** The API the dialog calls: the club's packs, the member's cards, and the purchase and booking `answer` decides. */
function stubApi(cards: StoredCard[], answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : null,
        key: headers['idempotency-key'],
      };
      calls.push(call);
      if (call.path === '/clubs/101/training-packs') return json({ success: true, data: OFFERS });
      if (call.path === '/billing') return json(billingWith(cards));
      return answer(call);
    }),
  );
  return calls;
}

function open(packs: Pack[], minutes: SessionLength = 60) {
  const onBooked = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BookSessionDialog
          trainer={SOFIA}
          club={MARIN}
          timeZone={LA}
          startsAt={TUESDAY_FIVE}
          minutes={minutes}
          mode="inPerson"
          packs={packs}
          packsFailed={false}
          onClose={() => undefined}
          onBooked={onBooked}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog'), onBooked, user: userEvent.setup({ delay: null }) };
}

/** The dialog's text as read, whitespace made plain. */
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s/g, ' ');
const description = (dialog: HTMLElement) =>
  text(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')!);
const CANCEL_RULE = 'Cancel more than 24 hours ahead and the session goes back to your pack; later, it is used.';
const booked = sessionOf();
const bookingAnswer = (call: Call) =>
  call.path === '/training/sessions' ? json({ success: true, data: booked }, 201) : json({}, 500);

beforeEach(() => {
  act(() => void signIn({ token: sessionTokenFor(SAM) }));
});

afterEach(async () => {
  act(() => signOut());
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

describe('booking with a pack: the dialog says which pack and the cancel rule before the member confirms', () => {
  it('names the session, the pack it uses (left now and after, its expiry) and the cancel rule, then books', async () => {
    const calls = stubApi([VISA], bookingAnswer);
    const { dialog, onBooked, user } = open([packOf()]);
    expect(dialog).toHaveAccessibleName('Book this session?');
    expect(description(dialog)).toBe(
      'A 60-minute session with Sofia Ramírez: Tuesday, March 16, 5 – 6 PM, in person at Marin.',
    );
    expect(text(within(dialog).getByTestId('pack-used'))).toBe(
      'From your pack of 5 sessions of 60 minutes at Marin' +
        '4 left now, 3 after this booking. Sessions expire March 1, 2028.',
    );
    expect(within(dialog).getByTestId('cancel-rule')).toHaveTextContent(CANCEL_RULE);
    // Nothing is offered to buy, and no card is asked for.
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain('/billing');

    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(booked));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/training/sessions',
        body: { trainerId: SOFIA.id, clubId: '101', startsAt: TUESDAY_FIVE, minutes: 60, mode: 'inPerson' },
        key: undefined,
      },
    ]);
  });

  it('takes the pack that expires soonest among those that can pay for this session', () => {
    stubApi([VISA], bookingAnswer);
    const { dialog } = open([
      packOf({ id: 'later', expiresAt: '2028-03-01T18:00:00.000Z', left: 4 }),
      packOf({ id: 'sooner', sessions: 10, expiresAt: '2027-09-01T18:00:00.000Z', left: 2 }),
      packOf({ id: 'empty', expiresAt: '2027-06-01T18:00:00.000Z', left: 0 }),
      packOf({ id: 'short', minutes: 30, expiresAt: '2027-05-01T18:00:00.000Z' }),
      packOf({ id: 'castro', clubId: '107', clubName: 'Castro', expiresAt: '2027-05-01T18:00:00.000Z' }),
      packOf({ id: 'expired-by-then', expiresAt: '2027-03-10T18:00:00.000Z' }),
      packOf({ id: 'unpaid', status: 'pending', expiresAt: '2027-04-01T18:00:00.000Z' }),
    ]);
    expect(text(within(dialog).getByTestId('pack-used'))).toBe(
      'From your pack of 10 sessions of 60 minutes at Marin' +
        '2 left now, 1 after this booking. Sessions expire September 1, 2027.',
    );
  });

  it('shows the server refusal in place and stays open', async () => {
    stubApi([VISA], () => refusal(409, 'CONFLICT', 'This time is no longer free: pick another'));
    const { dialog, onBooked, user } = open([packOf()]);
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByText('This time is no longer free: pick another')).toBeInTheDocument();
    expect(onBooked).not.toHaveBeenCalled();
  });
});

describe('no pack to book with: the club’s packs to buy, told the expiry and the card first', () => {
  it('offers the packs of that length, says the expiry and the card, buys with one key, then books', async () => {
    const calls = stubApi([VISA], (call) =>
      call.path === '/training/packs'
        ? json({ success: true, data: packOf({ used: 0, left: 5, purchasedAt: '2027-03-16T18:00:00.000Z' }) }, 201)
        : bookingAnswer(call),
    );
    // A used-up pack and a 30-minute one do not pay for an hour.
    const { dialog, onBooked, user } = open([packOf({ left: 0, used: 5 }), packOf({ minutes: 30 })]);
    const choices = await within(dialog).findAllByRole('radio');
    expect(choices.map((choice) => text(choice.closest('label')!))).toEqual([
      '1 session of 60 minutes$85.00',
      '5 sessions of 60 minutes$400.00 · $80.00 a session',
      '10 sessions of 60 minutes$750.00 · $75.00 a session',
    ]);
    expect(text(dialog)).toContain('You have no 60-minute session left at Marin. Buy a pack to book this time:');
    expect(text(dialog)).toContain('Sessions expire 12 months after purchase.');
    expect(await within(dialog).findByText('Paid with your primary card, Visa ending 4242.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cancel-rule')).toHaveTextContent(CANCEL_RULE);
    // Nothing is bought until a pack is chosen.
    expect(within(dialog).getByRole('button', { name: 'Buy and book' })).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: /^5 sessions of 60 minutes/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay $400.00 and book' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(booked));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.path, call.body])).toEqual([
      ['/training/packs', { offerId: FIVE_HOURS.id }],
      [
        '/training/sessions',
        { trainerId: SOFIA.id, clubId: '101', startsAt: TUESDAY_FIVE, minutes: 60, mode: 'inPerson' },
      ],
    ]);
    expect(posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks again with the same key after an unknown outcome, and with a new one after a decline', async () => {
    let answers = [
      () => refusal(503, 'INTERNAL', 'Something went wrong'),
      () => refusal(402, 'PAYMENT_DECLINED', 'Your card was declined'),
      () => json({ success: true, data: packOf({ used: 0, left: 5 }) }, 201),
    ];
    const calls = stubApi([VISA], (call) => {
      if (call.path !== '/training/packs') return bookingAnswer(call);
      const [next, ...rest] = answers;
      answers = rest;
      return next!();
    });
    const { dialog, onBooked, user } = open([]);
    await user.click(await within(dialog).findByRole('radio', { name: /^5 sessions of 60 minutes/ }));
    const pay = within(dialog).getByRole('button', { name: 'Pay $400.00 and book' });
    await user.click(pay);
    expect(await within(dialog).findByText('Something went wrong')).toBeInTheDocument();
    await user.click(pay);
    expect(await within(dialog).findByText('Your card was declined')).toBeInTheDocument();
    await user.click(pay);
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    const keys = calls.filter((call) => call.path === '/training/packs').map((call) => call.key);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('says the pack is bought when the time was taken meanwhile', async () => {
    stubApi([VISA], (call) =>
      call.path === '/training/packs'
        ? json({ success: true, data: packOf({ used: 0, left: 5 }) }, 201)
        : refusal(409, 'CONFLICT', 'This time is no longer free: pick another'),
    );
    const { dialog, user } = open([]);
    await user.click(await within(dialog).findByRole('radio', { name: /^5 sessions of 60 minutes/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay $400.00 and book' }));
    expect(
      await within(dialog).findByText('Your pack is bought. This time is no longer free: pick another'),
    ).toBeInTheDocument();
  });

  it('offers the free intro session first while the member has never had one, with no card needed', async () => {
    const calls = stubApi([], (call) =>
      call.path === '/training/packs'
        ? json({ success: true, data: packOf({ intro: true, sessions: 1, minutes: 30, priceCents: 0, left: 1 }) }, 201)
        : bookingAnswer(call),
    );
    const { dialog, onBooked, user } = open([], 30);
    const choices = await within(dialog).findAllByRole('radio');
    expect(choices.map((choice) => text(choice.closest('label')!))).toEqual([
      'Free intro session, 30 minutesFree, once per member',
      '1 session of 30 minutes$45.00',
      '5 sessions of 30 minutes$200.00 · $40.00 a session',
    ]);
    await user.click(choices[0]!);
    expect(within(dialog).queryByText(/You have no saved card/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Book the free session' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(calls.find((call) => call.path === '/training/packs')?.body).toEqual({ offerId: OFFERS[0]!.id });
  });

  it('leaves the intro out once the member has had it', async () => {
    stubApi([VISA], bookingAnswer);
    const { dialog } = open([packOf({ intro: true, sessions: 1, minutes: 30, priceCents: 0, used: 1, left: 0 })], 30);
    const choices = await within(dialog).findAllByRole('radio');
    expect(choices.map((choice) => text(choice.closest('label')!))).toEqual([
      '1 session of 30 minutes$45.00',
      '5 sessions of 30 minutes$200.00 · $40.00 a session',
    ]);
  });

  it('without a saved card, sends the member to Billing and buys nothing', async () => {
    stubApi([], bookingAnswer);
    const { dialog, user } = open([]);
    await user.click(await within(dialog).findByRole('radio', { name: /^5 sessions of 60 minutes/ }));
    expect(within(dialog).getByText(/You have no saved card to pay with\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add a card on the Billing page' })).toHaveAttribute(
      'href',
      '/billing',
    );
    expect(within(dialog).getByRole('button', { name: 'Pay $400.00 and book' })).toBeDisabled();
  });

  it('reads in Spanish', async () => {
    await act(() => activateLocale('es'));
    stubApi([VISA], bookingAnswer);
    const { dialog } = open([]);
    expect(dialog).toHaveAccessibleName('¿Reservar esta sesión?');
    expect(description(dialog)).toBe(
      'Una sesión de 60 minutos con Sofia Ramírez: martes, 16 de marzo, 5–6 p.m., en persona en Marin.',
    );
    await within(dialog).findAllByRole('radio');
    expect(text(dialog)).toContain('Las sesiones vencen 12 meses después de la compra.');
    expect(
      await within(dialog).findByText('Se cobra a su tarjeta principal, Visa terminada en 4242.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('cancel-rule')).toHaveTextContent(
      'Si cancela con más de 24 horas de antelación, la sesión vuelve a su paquete; si cancela más tarde, se da por usada.',
    );
  });
});
