import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { MembershipView } from '@gym/contracts/membership';
import {
  PLAN_CHANGE_MESSAGES,
  type PlanChange,
  type PlanChangeOption,
  type PlanChangeStatus,
} from '@gym/contracts/plan-change';
import { ChangePlanSection } from './change-plan-section';

vi.mock('../../../components/signature/signature-image', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  typedSignatureImage: (text: string) => `data:image/png;base64,typed:${text}`,
}));

const MEMBERSHIP: MembershipView = {
  id: 'm1',
  plan: { id: 'marin-monthly', name: 'Marin Month to Month', description: 'Unlimited access to Marin.' },
  club: { id: '101', name: 'Marin' },
  monthly: true,
  price: { amount: '$88.99', amountCents: 8899 },
  standing: 'active',
  startDate: '2026-10-15',
  endDate: null,
  nextCharge: null,
  lastMonthPrepaid: { amount: '$88.99', amountCents: 8899 },
  agreementUrl: null,
  cancellation: null,
};

const money = (cents: number) => ({ amount: `$${(cents / 100).toFixed(2)}`, amountCents: cents });

const PREMIER: PlanChangeOption = {
  planId: 'marin-premier',
  planName: 'Marin Premier Month to Month',
  description: 'Every club.',
  clubId: '101',
  clubName: 'Marin',
  price: money(12899),
  upgrade: true,
  dueToday: money(2133),
  effectiveDate: '2026-11-15',
};
const EMBARCADERO: PlanChangeOption = {
  planId: 'embarcadero-monthly',
  planName: 'Embarcadero Month to Month',
  description: 'Unlimited access to Embarcadero.',
  clubId: '102',
  clubName: 'Embarcadero',
  price: money(7899),
  upgrade: false,
  dueToday: money(0),
  effectiveDate: '2026-12-01',
};

const AVAILABLE: PlanChangeStatus = {
  current: {
    planId: 'marin-monthly',
    planName: 'Marin Month to Month',
    clubId: '101',
    clubName: 'Marin',
    price: money(8899),
  },
  options: [PREMIER, EMBARCADERO],
  scheduled: null,
  blocked: null,
};

const SCHEDULED: PlanChange = {
  reference: 'CHG-7F3K2Q',
  status: 'scheduled',
  planName: EMBARCADERO.planName,
  clubName: 'Embarcadero',
  price: money(7899),
  effectiveDate: '2026-12-01',
  charged: money(0),
  withdrawable: true,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** GET answers `state.status`; POST schedules the change (or declines when asked to); DELETE withdraws it. */
function stubApi(status: PlanChangeStatus, options: { decline?: boolean } = {}) {
  const state = { status };
  const calls: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/membership/plan-change') return json({}, 404);
      const method = init?.method ?? 'GET';
      if (method === 'GET') return json({ success: true, data: state.status });
      calls.push({ method, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (method === 'POST' && options.decline) {
        return json({ success: false, status: 402, code: 'PAYMENT_DECLINED', message: 'Your card was declined.' }, 402);
      }
      if (method === 'POST') {
        state.status = {
          ...AVAILABLE,
          options: [],
          scheduled: SCHEDULED,
          blocked: { reason: 'change_open', message: PLAN_CHANGE_MESSAGES.change_open },
        };
        return json({ success: true, message: PLAN_CHANGE_MESSAGES.scheduled, data: SCHEDULED });
      }
      state.status = AVAILABLE;
      return json({
        success: true,
        message: PLAN_CHANGE_MESSAGES.withdrawn,
        data: { ...SCHEDULED, status: 'withdrawn', withdrawable: false },
      });
    }),
  );
  return calls;
}

function renderSection(membership: MembershipView = MEMBERSHIP) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createTheme()}>
        <ChangePlanSection membership={membership} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('states the price and when it starts, takes the signature with the ESIGN consent, and shows the reference', async () => {
  const calls = stubApi(AVAILABLE);
  const { user } = renderSection();
  await user.click(await screen.findByRole('button', { name: 'Change plan or club' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change plan or club' });
  const premier = within(dialog).getByRole('radio', { name: /Marin Premier Month to Month, \$128\.99 a month/ });
  expect(premier).toBeChecked();
  expect(dialog).toHaveTextContent(
    'Starts today. $21.33 is charged today to your primary card: the difference for the rest of this month.',
  );

  await user.click(within(dialog).getByRole('combobox', { name: 'Home club' }));
  await user.click(await screen.findByRole('option', { name: 'Embarcadero' }));
  expect(within(dialog).getByRole('radio', { name: /Embarcadero Month to Month, \$78\.99 a month/ })).toBeChecked();
  expect(dialog).toHaveTextContent('Starts on December 1, 2026, your next billing day. Nothing is charged today.');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

  const summary = within(dialog).getByRole('region', { name: 'Your updated agreement' });
  expect(summary).toHaveTextContent('Embarcadero Month to Month at Embarcadero: $78.99 a month');
  expect(summary).toHaveTextContent('It replaces Marin Month to Month at Marin ($88.99 a month).');
  const confirm = within(dialog).getByRole('button', { name: 'Sign and confirm' });
  expect(confirm).toBeDisabled();
  // The signature opens once the consent to electronic records is given.
  expect(within(dialog).getByRole('textbox', { name: 'Type your full name to sign' })).toBeDisabled();
  await user.click(
    within(dialog).getByRole('checkbox', { name: /sign and receive my agreement and receipts electronically/ }),
  );
  await user.type(within(dialog).getByRole('textbox', { name: 'Type your full name to sign' }), 'Bill Payer');
  expect(calls).toEqual([]);
  await user.click(confirm);

  await waitFor(() =>
    expect(calls).toEqual([
      {
        method: 'POST',
        body: {
          planId: 'embarcadero-monthly',
          clubId: '102',
          signature: 'data:image/png;base64,typed:Bill Payer',
          esignConsent: true,
        },
      },
    ]),
  );
  expect(
    await screen.findByText(/Your change is scheduled\. Reference CHG-7F3K2Q\. We've e-mailed you a confirmation/),
  ).toBeInTheDocument();
  expect(
    await screen.findByText(/From December 1, 2026 you will be on Embarcadero Month to Month/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Withdraw change' }));
  await waitFor(() => expect(calls.at(-1)).toEqual({ method: 'DELETE', body: null }));
  expect(await screen.findByRole('button', { name: 'Change plan or club' })).toBeEnabled();
});

it('keeps the dialog open with the decline text when an upgrade is declined', async () => {
  stubApi(AVAILABLE, { decline: true });
  const { user } = renderSection();
  await user.click(await screen.findByRole('button', { name: 'Change plan or club' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change plan or club' });
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  await user.click(within(dialog).getByRole('checkbox', { name: /electronically/ }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Type your full name to sign' }), 'Bill Payer');
  await user.click(within(dialog).getByRole('button', { name: 'Sign and pay $21.33' }));
  expect(await within(dialog).findByText('Your card was declined.')).toBeInTheDocument();
});

it('says why no change is possible, and asks nothing for a pass', async () => {
  stubApi({ ...AVAILABLE, options: [], blocked: { reason: 'frozen', message: PLAN_CHANGE_MESSAGES.frozen } });
  renderSection();
  expect(await screen.findByText(PLAN_CHANGE_MESSAGES.frozen)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Change plan or club' })).toBeDisabled();

  vi.mocked(fetch).mockClear();
  const pass = renderSection({ ...MEMBERSHIP, monthly: false });
  expect(pass.container).toBeEmptyDOMElement();
  expect(fetch).not.toHaveBeenCalled();
});
