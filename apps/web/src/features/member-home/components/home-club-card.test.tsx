import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClubBusy } from '@gym/contracts/club-busy';
import type { ClubHours } from '@gym/contracts/club-hours';
import type { Club } from '@gym/contracts/clubs';
import { activateLocale } from '../../../lib/i18n/i18n';
import { HomeClubCard } from './home-club-card';

/** The app's socket as a recorder: what the card emits is checked, events are delivered to its handlers. */
const realtime = vi.hoisted(() => ({
  handlers: new Map<string, (payload: unknown) => void>(),
  emitWithAck: vi.fn(),
  status: 'connected',
}));
vi.mock('../../../lib/realtime', () => ({
  emitWithAck: realtime.emitWithAck,
  useRealtimeStatus: () => realtime.status,
  useRealtimeEvent: (event: string, handler: (payload: unknown) => void) => realtime.handlers.set(event, handler),
}));

const MARIN: Club = {
  clubautomationclubidC: '101',
  name: 'Bay Fit Marin',
  displayName: 'Marin',
  streetC: '1 Main St',
  cityC: 'San Rafael',
  miles: null,
  totalCapacity: 100,
  olsBgMobile: '/m.svg',
  olsBgDesktop: '/d.svg',
};
const HOURS: ClubHours = {
  clubId: '101',
  timeZone: 'America/Los_Angeles',
  weekly: Array.from({ length: 7 }, () => ({ opens: 0, closes: 1440 })),
  closures: [],
  now: { open: true, changesAt: null },
};
const QUIET: ClubBusy = {
  clubId: '101',
  level: 'quiet',
  people: null,
  percent: 0,
  comparedWithUsual: 'asUsual',
  usual: [
    { hour: 9, level: 'notBusy', percent: 12 },
    { hour: 10, level: 'busy', percent: 40 },
  ],
  visitMinutes: 75,
  at: '2026-12-02T17:15:00.000Z',
};
const BUSY: ClubBusy = {
  ...QUIET,
  level: 'busy',
  people: 40,
  percent: 40,
  comparedWithUsual: 'busierThanUsual',
  at: '2026-12-02T17:20:00.000Z',
};

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  realtime.handlers.clear();
  realtime.status = 'connected';
  realtime.emitWithAck.mockReset();
  realtime.emitWithAck.mockResolvedValue({ success: true, data: QUIET });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/clubs') return json([MARIN]);
      if (path === '/clubs/hours') return json({ success: true, data: [HOURS] });
      if (path === '/clubs/busy/101') return json({ success: true, data: QUIET });
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const card = () => (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter>
          <HomeClubCard clubId="101" fallbackName="Marin" />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
  const view = render(card());
  return { rerender: () => view.rerender(card()) };
}

const send = (busy: unknown) => act(() => realtime.handlers.get('club busy')?.(busy));

describe("the member home's club card", () => {
  it('names the club with a link to its page, says it is open and how busy it is, and watches the club', async () => {
    renderCard();
    const card = screen.getByRole('region', { name: 'Your club' });
    expect(within(card).getByRole('link', { name: 'Marin' })).toHaveAttribute('href', '/locations/marin');
    expect(await within(card).findByText('Open 24 hours')).toBeInTheDocument();
    expect(await screen.findByTestId('busy-level')).toHaveTextContent('Quiet');
    expect(screen.queryByTestId('busy-people')).toBeNull();
    expect(realtime.emitWithAck).toHaveBeenCalledWith('watch club busy', { clubId: '101' });
  });

  it('changes as the desk checks people in, ignoring other clubs and figures older than those shown', async () => {
    renderCard();
    await screen.findByTestId('busy-level');
    await send(BUSY);
    expect(await screen.findByText('Busier than usual')).toBeInTheDocument();
    expect(screen.getByTestId('busy-level')).toHaveTextContent('Busy');
    expect(screen.getByTestId('busy-people')).toHaveTextContent('About 40 people in the club, 40% of capacity');

    await send({ ...BUSY, clubId: '102', level: 'veryBusy' });
    await send({ ...QUIET, at: '2026-12-02T17:18:00.000Z' });
    await send({ nonsense: true });
    // The cache tells its readers a moment later: give any wrong change the time to show.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId('busy-level')).toHaveTextContent('Busy');
  });

  it('watches the club again once the connection is back', async () => {
    const view = renderCard();
    await screen.findByTestId('busy-level');
    expect(realtime.emitWithAck).toHaveBeenCalledTimes(1);
    realtime.status = 'connecting';
    view.rerender();
    realtime.emitWithAck.mockResolvedValue({ success: true, data: BUSY });
    realtime.status = 'connected';
    view.rerender();
    expect(realtime.emitWithAck).toHaveBeenCalledTimes(2);
    // The watch's answer brings what changed while the connection was away.
    expect(await screen.findByText('Busier than usual')).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    await act(() => activateLocale('es'));
    renderCard();
    expect(screen.getByRole('region', { name: 'Su club' })).toBeInTheDocument();
    expect(await screen.findByText('Abierto las 24 horas')).toBeInTheDocument();
    expect(await screen.findByTestId('busy-level')).toHaveTextContent('Tranquilo');
    expect(screen.getByText('Tan concurrido como de costumbre')).toBeInTheDocument();
  });
});
