import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { type BillingAnswer, MEMBER_BILLING_MESSAGES, PAYMENT_KEY_HEADER } from '@gym/contracts/member-billing';
import { useBanner } from '../../../lib/banner-store';
import { queryClient } from '../../../lib/query-client';
import { Component as BillingPage } from './billing-page';

const CARD = {
  cardNumber: '************4242',
  isPrimary: true,
  i4goUniqueId: '6f1c1f0e-8f5e-4a77-9c43-3c1f4d1e0001',
  i4goCardType: 'visa' as const,
  cardExpirationMonth: '12',
  cardExpirationYear: '2030',
  billingName: 'Alex Rivera',
};

function billing(dueCents: number): BillingAnswer {
  const amount = `$${(dueCents / 100).toFixed(2)}`;
  return {
    success: true,
    balanceData: {
      success: true,
      data: {
        balance: amount,
        balanceCents: dueCents,
        amountDue: amount,
        amountDueCents: dueCents,
        entries:
          dueCents > 0
            ? [
                {
                  id: 'e1',
                  kind: 'dues',
                  description: 'Monthly dues',
                  date: '2026-11-01',
                  amount,
                  amountCents: dueCents,
                },
              ]
            : [],
      },
    },
    paymentData: { success: true, data: { creditCards: [CARD] } },
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const failure = (status: number, code: string, message: string) =>
  json({ success: false, status, code, message }, status);

/** The billing API: GET /billing from `state`, make-payment answered in turn from `payments`. */
function stubApi(payments: Response[]) {
  const state = { dueCents: 4999 };
  const keys: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/billing') return json(billing(state.dueCents));
      if (url.pathname === '/billing/url') return json({ success: true, data: { url: 'http://localhost:3001/card' } });
      if (url.pathname === '/billing/make-payment') {
        keys.push(new Headers(init?.headers).get(PAYMENT_KEY_HEADER));
        const answer = payments.shift() ?? failure(500, 'INTERNAL', 'unexpected');
        if (answer.ok) state.dueCents = 0;
        return answer;
      }
      return failure(404, 'NOT_FOUND', 'Not found');
    }),
  );
  return { keys };
}

function BannerProbe() {
  return <output data-testid="banner">{useBanner()?.message ?? ''}</output>;
}

function renderPage() {
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={createTheme()}>
        <BillingPage />
        <BannerProbe />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

async function payOnce() {
  await userEvent.click(await screen.findByRole('button', { name: /^Pay \$/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Make a payment' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Pay now' }));
  return dialog;
}

beforeEach(() => queryClient.clear());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows the balance and primary card, pays after the confirmation and reloads to $0.00', async () => {
  const paid = { paymentId: 'p1', amount: '$49.99', amountCents: 4999, paidAt: '2026-11-22T10:00:00.000Z' };
  const api = stubApi([json({ success: true, message: MEMBER_BILLING_MESSAGES.paymentThanks, data: paid })]);
  renderPage();
  expect(await screen.findByTestId('amount-due')).toHaveTextContent('$49.99');
  expect(screen.getByTestId('primary-card')).toHaveTextContent('************4242');

  const dialog = await payOnce();
  expect(dialog).toHaveTextContent('Pay $49.99 now with your primary card, Visa ending 4242?');
  expect(await screen.findByText(MEMBER_BILLING_MESSAGES.paymentThanks)).toBeTruthy();
  await waitFor(() => expect(screen.getByTestId('amount-due')).toHaveTextContent('$0.00'));
  expect(api.keys).toHaveLength(1);
  expect(api.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
});

it('repeats a payment whose outcome is unknown with the same key, and starts a new key after a decline', async () => {
  const paid = { paymentId: 'p1', amount: '$49.99', amountCents: 4999, paidAt: '2026-11-22T10:00:00.000Z' };
  const api = stubApi([
    failure(503, 'UNAVAILABLE', MEMBER_BILLING_MESSAGES.paymentPending),
    failure(402, 'PAYMENT_DECLINED', 'Your card was declined.'),
    json({ success: true, message: MEMBER_BILLING_MESSAGES.paymentThanks, data: paid }),
  ]);
  renderPage();

  const dialog = await payOnce();
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(MEMBER_BILLING_MESSAGES.paymentPending);
  expect(screen.getByTestId('banner')).toHaveTextContent('Make payment error.');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Pay now' }));
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Your card was declined.'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Pay now' }));
  await waitFor(() => expect(screen.getByTestId('amount-due')).toHaveTextContent('$0.00'));

  // The 503 may have paid: its repeat carried the same key. The decline was final: the next try has a new one.
  expect(api.keys[1]).toBe(api.keys[0]);
  expect(api.keys[2]).not.toBe(api.keys[1]);
});

it("shows 'Load billing error.' when the billing data cannot be loaded", async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => failure(400, 'BAD_REQUEST', 'No')),
  );
  renderPage();
  expect(
    await screen.findByText(MEMBER_BILLING_MESSAGES.loadBillingError, { selector: '.MuiAlert-message' }),
  ).toBeTruthy();
  expect(screen.getByTestId('banner')).toHaveTextContent('Load billing error.');
});
