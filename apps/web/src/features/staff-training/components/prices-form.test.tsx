import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SetOffersBody } from '@gym/contracts/staff-training';
import { activateLocale } from '../../../lib/i18n/i18n';
import { type Call, json, recordingFetch, refusal } from '../test/fixtures';
import { PacksSection } from './packs-section';
import type { StaffOffer } from './prices-form';

const PACKS_PATH = '/staff/clubs/101/training-packs';
const offer = (sessions: number, minutes: number, priceCents: number, intro = false, active = true): StaffOffer => ({
  id: `offer-${sessions}-${minutes}-${intro}`,
  clubId: '101',
  sessions,
  minutes,
  priceCents,
  intro,
  active,
});
/** Marin's packs as the demo seeds them, the 10-pack of 30 minutes never offered and the 1 of 60 withdrawn. */
const MARIN: StaffOffer[] = [
  offer(1, 30, 0, true),
  offer(1, 30, 4500),
  offer(5, 30, 20000),
  offer(1, 60, 8500, false, false),
  offer(5, 60, 40000),
  offer(10, 60, 75000),
];

const calls: Call[] = [];
let offers: StaffOffer[];
let putAnswer: (body: SetOffersBody) => Response;

beforeEach(() => {
  calls.length = 0;
  offers = MARIN;
  putAnswer = (body) => {
    offers = body.offers.map((entry) =>
      offer(entry.sessions, entry.minutes, entry.priceCents, entry.intro, entry.active),
    );
    return json({ success: true, data: offers });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      recordingFetch(calls, (call) => {
        if (call.path !== PACKS_PATH) return undefined;
        return call.method === 'PUT' ? putAnswer(call.body as SetOffersBody) : json({ success: true, data: offers });
      }),
    ),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

function renderSection(canEdit: boolean) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider theme={createTheme()}>
        <PacksSection clubId="101" canEdit={canEdit} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ delay: null }) };
}

const pack = (name: string) => screen.getByRole('group', { name });
const priceOf = (name: string) => within(pack(name)).getByRole('textbox', { name: 'Price' });
const soldOf = (name: string) => within(pack(name)).getByRole('switch', { name: 'Sold' });
const puts = () => calls.filter((call) => call.method === 'PUT');

describe("The director's packs and prices", () => {
  it('shows every size of every length with its price and whether it is sold, and the free intro', async () => {
    renderSection(true);
    await screen.findByRole('form', { name: 'Packs and prices' });
    expect(screen.getAllByTestId('pack-price')).toHaveLength(6);
    expect(priceOf('5 sessions of 30 minutes')).toHaveValue('200.00');
    expect(soldOf('5 sessions of 30 minutes')).toBeChecked();
    expect(pack('5 sessions of 30 minutes')).toHaveTextContent('$40.00 a session');
    expect(priceOf('10 sessions of 30 minutes')).toHaveValue('');
    expect(soldOf('10 sessions of 30 minutes')).not.toBeChecked();
    expect(priceOf('1 session of 60 minutes')).toHaveValue('85.00');
    expect(soldOf('1 session of 60 minutes')).not.toBeChecked();
    const intro = pack('Free intro session');
    expect(within(intro).getByRole('switch', { name: 'Offered' })).toBeChecked();
    expect(within(intro).getByRole('radio', { name: '30 min' })).toBeChecked();
  });

  it('saves a new price, a pack withdrawn, a pack added and the intro made an hour, as the whole list', async () => {
    const { user } = renderSection(true);
    await screen.findByRole('form', { name: 'Packs and prices' });
    await user.clear(priceOf('5 sessions of 60 minutes'));
    await user.type(priceOf('5 sessions of 60 minutes'), '420');
    expect(pack('5 sessions of 60 minutes')).toHaveTextContent('$84.00 a session');
    await user.click(soldOf('1 session of 30 minutes'));
    await user.type(priceOf('10 sessions of 30 minutes'), '$350.50');
    await user.click(soldOf('10 sessions of 30 minutes'));
    await user.click(within(pack('Free intro session')).getByRole('radio', { name: '60 min' }));
    await user.click(screen.getByRole('button', { name: 'Save packs and prices' }));
    expect(await screen.findByRole('status')).toHaveTextContent("The club's packs and prices are saved.");
    expect(puts().map((call) => call.body)).toEqual([
      {
        offers: [
          { sessions: 1, minutes: 30, priceCents: 4500, intro: false, active: false },
          { sessions: 5, minutes: 30, priceCents: 20000, intro: false, active: true },
          { sessions: 10, minutes: 30, priceCents: 35050, intro: false, active: true },
          { sessions: 1, minutes: 60, priceCents: 8500, intro: false, active: false },
          { sessions: 5, minutes: 60, priceCents: 42000, intro: false, active: true },
          { sessions: 10, minutes: 60, priceCents: 75000, intro: false, active: true },
          { sessions: 1, minutes: 60, priceCents: 0, intro: true, active: true },
        ],
      },
    ]);
    // The form starts again from what the server saved.
    await waitFor(() => expect(priceOf('10 sessions of 30 minutes')).toHaveValue('350.50'));
    expect(soldOf('1 session of 30 minutes')).not.toBeChecked();
    // What is said goes with the next change.
    await user.type(priceOf('1 session of 60 minutes'), '0');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('leaves the intro out when it is no longer offered', async () => {
    const { user } = renderSection(true);
    await screen.findByRole('form', { name: 'Packs and prices' });
    await user.click(within(pack('Free intro session')).getByRole('switch', { name: 'Offered' }));
    expect(within(pack('Free intro session')).getByRole('radio', { name: '30 min' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save packs and prices' }));
    await screen.findByRole('status');
    const body = puts()[0]!.body as SetOffersBody;
    expect(body.offers.filter((entry) => entry.intro)).toEqual([]);
    expect(body.offers).toHaveLength(5);
  });

  it('asks for a price to sell a pack, and a price in range, before sending anything', async () => {
    const { user } = renderSection(true);
    await screen.findByRole('form', { name: 'Packs and prices' });
    await user.click(soldOf('10 sessions of 30 minutes'));
    await user.clear(priceOf('1 session of 30 minutes'));
    await user.type(priceOf('1 session of 30 minutes'), '5000.01');
    await user.click(screen.getByRole('button', { name: 'Save packs and prices' }));
    expect(priceOf('10 sessions of 30 minutes')).toHaveAccessibleDescription('Give a price to sell it.');
    expect(priceOf('1 session of 30 minutes')).toHaveAccessibleDescription('Enter an amount from $0 to $5,000.00.');
    expect(puts()).toEqual([]);
  });

  it("keeps the server's refusal under the form", async () => {
    putAnswer = () => refusal(403, 'FORBIDDEN', 'Only the director sets prices');
    const { user } = renderSection(true);
    await screen.findByRole('form', { name: 'Packs and prices' });
    await user.click(screen.getByRole('button', { name: 'Save packs and prices' }));
    expect(await screen.findByText('Only the director sets prices')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe("A manager's packs and prices", () => {
  it('lists the packs with their prices, those withdrawn marked, and nothing to change', async () => {
    renderSection(false);
    await waitFor(() => expect(screen.getAllByTestId('pack-offer')).toHaveLength(6));
    expect(screen.getAllByTestId('pack-offer').map((row) => row.textContent)).toEqual([
      'Free intro session of 30 minutesFree',
      '1 session of 30 minutes$45.00',
      '5 sessions of 30 minutes$200.00',
      '1 session of 60 minutes$85.00Not sold',
      '5 sessions of 60 minutes$400.00',
      '10 sessions of 60 minutes$750.00',
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks Spanish', async () => {
    await act(() => activateLocale('es'));
    renderSection(false);
    await waitFor(() => expect(screen.getAllByTestId('pack-offer')).toHaveLength(6));
    expect(screen.getByRole('heading', { name: 'Paquetes y precios' })).toBeInTheDocument();
    expect(screen.getAllByTestId('pack-offer')[3]).toHaveTextContent('1 sesión de 60 minutos$85.00No se vende');
  });
});
