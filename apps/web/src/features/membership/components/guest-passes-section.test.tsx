import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { GUEST_PASS_MESSAGES, type GuestPass, type GuestPassesView } from '@gym/contracts/guest-passes';
import type { MembershipView } from '@gym/contracts/membership';
import { GuestPassesSection } from './guest-passes-section';

const MEMBERSHIP: MembershipView = {
  id: 'm1',
  plan: { id: 'marin-premier', name: 'Marin Premier', description: 'Every club in the Bay Area.' },
  club: { id: '101', name: 'Bay Fit Marin' },
  monthly: true,
  price: { amount: '$128.99', amountCents: 12899 },
  standing: 'active',
  startDate: '2026-11-15',
  endDate: null,
  nextCharge: null,
  lastMonthPrepaid: { amount: '$128.99', amountCents: 12899 },
  agreementUrl: null,
  cancellation: null,
};

const pass = (overrides: Partial<GuestPass>): GuestPass => ({
  id: 'p1',
  guestName: 'Jamie Guest',
  guestEmail: 'jamie@example.com',
  code: 'GP-7F3K2QXA',
  issuedOn: '2026-12-03',
  validUntil: '2026-12-31',
  status: 'unused',
  usedOn: null,
  usedAt: null,
  ...overrides,
});

const view = (overrides: Partial<GuestPassesView> = {}): GuestPassesView => ({
  period: '2026-12-01',
  validUntil: '2026-12-31',
  allowance: 2,
  issued: 0,
  used: 0,
  left: 2,
  refusal: null,
  passes: [],
  ...overrides,
});

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** GET /membership/guest-passes answers the views in turn (the last one again); the POST bodies are kept. */
function stubApi(views: GuestPassesView[], give: () => Response = () => json({})) {
  const posted: unknown[] = [];
  let reads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/membership/guest-passes') return json({}, 404);
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return give();
      }
      const answer = views[Math.min(reads, views.length - 1)];
      reads += 1;
      return json({ success: true, data: answer });
    }),
  );
  return posted;
}

function renderSection(membership: MembershipView = MEMBERSHIP) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createTheme()}>
        <GuestPassesSection membership={membership} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

afterEach(() => vi.unstubAllGlobals());

it('says how many are left this month and lists the passes given, used or not', async () => {
  stubApi([
    view({
      issued: 2,
      used: 1,
      left: 0,
      refusal: GUEST_PASS_MESSAGES.noneLeft(2, 'January 1, 2027'),
      passes: [
        pass({ id: 'p2', guestName: 'Robin Friend', guestEmail: 'robin@example.com', code: 'GP-2345ABCD' }),
        pass({ status: 'used', usedOn: '2026-12-05', usedAt: { clubId: '104', displayName: 'Transbay' } }),
      ],
    }),
  ]);
  renderSection();
  expect(await screen.findByText(/left this month/)).toHaveTextContent('Guest passes: 0 of 2 left this month');
  expect(screen.getByText(GUEST_PASS_MESSAGES.noneLeft(2, 'January 1, 2027'))).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Give a guest pass' })).not.toBeInTheDocument();
  const items = within(screen.getByRole('list', { name: 'Guest passes given' })).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Robin Friend (robin@example.com)');
  expect(items[0]).toHaveTextContent('Given December 3, 2026 · code GP-2345ABCD · Valid until December 31, 2026');
  expect(items[1]).toHaveTextContent('Used on December 5, 2026 at Transbay');
});

it('checks the name and e-mail before sending, then gives the pass and shows the count again', async () => {
  const given = pass({ guestEmail: 'jamie.guest@example.com' });
  const posted = stubApi([view(), view({ issued: 1, left: 1, passes: [given] })], () =>
    json({ success: true, message: GUEST_PASS_MESSAGES.issued('Jamie Guest', 'jamie.guest@example.com'), data: given }),
  );
  const user = renderSection();
  await user.click(await screen.findByRole('button', { name: 'Give a guest pass' }));
  expect(screen.getByText(GUEST_PASS_MESSAGES.guestNameRequired)).toBeInTheDocument();
  expect(screen.getByText(GUEST_PASS_MESSAGES.guestEmailRequired)).toBeInTheDocument();

  await user.type(screen.getByLabelText("Guest's name"), 'Jamie Guest');
  await user.type(screen.getByLabelText("Guest's e-mail"), 'not an address');
  await user.click(screen.getByRole('button', { name: 'Give a guest pass' }));
  expect(screen.getByText(GUEST_PASS_MESSAGES.guestEmailInvalid)).toBeInTheDocument();
  expect(posted).toEqual([]);

  await user.clear(screen.getByLabelText("Guest's e-mail"));
  await user.type(screen.getByLabelText("Guest's e-mail"), ' Jamie.Guest@Example.com ');
  await user.click(screen.getByRole('button', { name: 'Give a guest pass' }));
  expect(await screen.findByText('Guest pass sent to Jamie Guest at jamie.guest@example.com.')).toBeInTheDocument();
  expect(posted).toEqual([{ guestName: 'Jamie Guest', guestEmail: 'jamie.guest@example.com' }]);
  await waitFor(() =>
    expect(screen.getByText(/left this month/)).toHaveTextContent('Guest passes: 1 of 2 left this month'),
  );
  expect(screen.getByLabelText("Guest's name")).toHaveValue('');
});

it("shows the server's refusal when the pass is not given", async () => {
  stubApi([view()], () =>
    json({ success: false, status: 409, code: 'CONFLICT', message: GUEST_PASS_MESSAGES.frozen }, 409),
  );
  const user = renderSection();
  await user.type(await screen.findByLabelText("Guest's name"), 'Jamie Guest');
  await user.type(screen.getByLabelText("Guest's e-mail"), 'jamie@example.com');
  await user.click(screen.getByRole('button', { name: 'Give a guest pass' }));
  expect(await screen.findByText(GUEST_PASS_MESSAGES.frozen)).toBeInTheDocument();
});

it('shows nothing for a plan without guest passes, and asks nothing for a pass', async () => {
  stubApi([view({ allowance: 0, left: 0, refusal: GUEST_PASS_MESSAGES.planHasNone })]);
  const { container } = render(
    <QueryClientProvider client={new QueryClient()}>
      <GuestPassesSection membership={MEMBERSHIP} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(container).toBeEmptyDOMElement();

  vi.mocked(fetch).mockClear();
  const passHolder = render(
    <QueryClientProvider client={new QueryClient()}>
      <GuestPassesSection membership={{ ...MEMBERSHIP, monthly: false }} />
    </QueryClientProvider>,
  );
  expect(passHolder.container).toBeEmptyDOMElement();
  expect(fetch).not.toHaveBeenCalled();
});
