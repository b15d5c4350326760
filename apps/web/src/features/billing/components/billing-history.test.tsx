import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  BILLING_STANDING_MESSAGES,
  type BillingHistoryEntry,
  type BillingStanding,
} from '@gym/contracts/billing-history';
import type { BillingAnswer } from '@gym/contracts/member-billing';
import { SIGNATURE_HEADER } from '@gym/contracts/signing';
import { activateLocale } from '../../../lib/i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { signIn, signOut } from '../../../lib/session';
import { Component as BillingPage } from './billing-page';
import { sessionTokenFor } from '../../../test/session-token';
import { SAM } from '../../../test/session-users';

const CARD = {
  cardNumber: '************0002',
  isPrimary: true,
  i4goUniqueId: '6f1c1f0e-8f5e-4a77-9c43-3c1f4d1e0002',
  i4goCardType: 'visa' as const,
  cardExpirationMonth: '12',
  cardExpirationYear: '2030',
  billingName: 'Sam Lee',
};

const CHARGE_ID = '0b7e8f6a-2c7d-4c39-9d0f-1a2b3c4d5e6f';

const HISTORY: BillingHistoryEntry[] = [
  {
    id: 'd1',
    date: '2027-01-01',
    kind: 'decline',
    amount: '$68.99',
    amountCents: 6899,
    card: 'Visa ending 0002',
    paidFor: 'Monthly dues, January 2027',
    message: 'Your card was declined.',
    receiptUrl: null,
  },
  {
    id: CHARGE_ID,
    date: '2026-12-01',
    kind: 'charge',
    amount: '$68.99',
    amountCents: 6899,
    card: 'Visa ending 4242',
    paidFor: 'Monthly dues, December 2026',
    message: null,
    receiptUrl: `/billing/receipts/${CHARGE_ID}`,
  },
];

const PAST_DUE: BillingStanding = {
  status: 'past_due',
  pastDueSince: '2027-01-01',
  nextCharge: { date: '2027-02-01', amount: '$137.98', amountCents: 13798 },
  retryDate: '2027-01-04',
};

function answer(standing: BillingStanding): BillingAnswer {
  return {
    success: true,
    balanceData: {
      success: true,
      data: {
        balance: '$68.99',
        balanceCents: 6899,
        amountDue: '$68.99',
        amountDueCents: 6899,
        entries: [
          {
            id: 'e1',
            kind: 'dues',
            description: 'Monthly dues, January 2027',
            date: '2027-01-01',
            amount: '$68.99',
            amountCents: 6899,
          },
        ],
      },
    },
    paymentData: { success: true, data: { creditCards: [CARD] } },
    history: HISTORY,
    standing,
  };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** GET /billing answers `standing`; a receipt answers PDF bytes. Every request is kept. */
function stubApi(standing: BillingStanding) {
  const requests: { path: string; headers: Headers }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      requests.push({ path, headers: new Headers(init?.headers) });
      if (path === '/billing') return json(answer(standing));
      if (path === '/billing/url') return json({ success: true, data: { url: 'http://localhost:3001/card' } });
      if (path.startsWith('/billing/receipts/')) {
        return new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } });
      }
      return new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'Not found' }), {
        status: 404,
      });
    }),
  );
  return requests;
}

/** Makes the phone layout's media query match (jsdom has no matchMedia: every query is false by default). */
function asPhone() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

function renderPage() {
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={createTheme()}>
        <BillingPage />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => queryClient.clear());

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOut();
  await act(() => activateLocale('en'));
});

it('says a past-due membership must be paid, when the card is retried, and when the next charge is', async () => {
  stubApi(PAST_DUE);
  renderPage();
  const alert = await screen.findByTestId('billing-standing');
  expect(within(alert).getByRole('heading', { name: BILLING_STANDING_MESSAGES.pastDueTitle })).toBeTruthy();
  expect(alert).toHaveTextContent(BILLING_STANDING_MESSAGES.pastDue);
  expect(alert).toHaveTextContent("We'll try your card again on January 4, 2027.");
  expect(screen.getByTestId('next-charge')).toHaveTextContent(
    'Next charge: $137.98 on February 1, 2027, with the balance due unless you pay it first',
  );
  expect(screen.getByTestId('amount-due')).toHaveTextContent('$68.99');

  // 'Change card' opens the dialog whose new card becomes primary.
  await userEvent.click(within(alert).getByRole('button', { name: 'Change card' }));
  expect(await screen.findByRole('dialog', { name: 'Update Card' })).toBeTruthy();
});

it('says a suspended membership pauses check-in, with no retry to wait for', async () => {
  stubApi({ ...PAST_DUE, status: 'suspended', retryDate: null });
  renderPage();
  const alert = await screen.findByTestId('billing-standing');
  expect(within(alert).getByRole('heading', { name: BILLING_STANDING_MESSAGES.suspendedTitle })).toBeTruthy();
  expect(alert).toHaveTextContent(BILLING_STANDING_MESSAGES.suspended);
  expect(alert).not.toHaveTextContent("We'll try your card again");
});

it('shows no alert for a membership in good standing, and the plain next charge', async () => {
  stubApi({ status: 'current', pastDueSince: null, nextCharge: PAST_DUE.nextCharge, retryDate: null });
  renderPage();
  expect(await screen.findByTestId('next-charge')).toBeTruthy();
  expect(screen.queryByTestId('billing-standing')).toBeNull();
});

it('lists the payment history as a table: date, what for, card, amount, status and the receipt', async () => {
  stubApi(PAST_DUE);
  renderPage();
  const table = await screen.findByRole('table', { name: 'Payment history' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Date', 'For', 'Card', 'Amount', 'Status', 'Receipt']);
  const [, declined, paid] = within(table).getAllByRole('row');
  expect(
    within(declined!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([
    'Jan 1, 2027',
    'Monthly dues, January 2027Your card was declined.',
    'Visa ending 0002',
    '$68.99',
    'Declined',
    '',
  ]);
  expect(
    within(paid!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Dec 1, 2026', 'Monthly dues, December 2026', 'Visa ending 4242', '$68.99', 'Paid', 'Receipt']);
});

it("downloads a receipt with the member's token and the request signature, saved from a blob URL", async () => {
  const token = sessionTokenFor(SAM);
  signIn({ token });
  const requests = stubApi(PAST_DUE);
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:receipt');
  // jsdom has no object URLs.
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = createObjectURL;
      static override revokeObjectURL = vi.fn();
    },
  );
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  renderPage();
  await userEvent.click(
    await screen.findByRole('button', { name: 'Download receipt: Monthly dues, December 2026, Dec 1, 2026, $68.99' }),
  );
  await waitFor(() => expect(clicked).toHaveLength(1));
  const receipt = requests.find((request) => request.path === `/billing/receipts/${CHARGE_ID}`);
  expect(receipt?.headers.get('authorization')).toBe(`Bearer ${token}`);
  expect(receipt?.headers.get(SIGNATURE_HEADER)).toBeTruthy();
  expect(clicked[0]).toMatchObject({ href: 'blob:receipt', download: 'receipt-2026-12-01.pdf' });
  expect(createObjectURL.mock.calls[0]?.[0].type).toBe('application/pdf');
});

it('lists the history as stacked entries on a phone, not as a table', async () => {
  asPhone();
  stubApi(PAST_DUE);
  renderPage();
  const list = await screen.findByRole('list', { name: 'Payment history' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Monthly dues, January 2027Your card was declined.$68.99Jan 1, 2027 · Visa ending 0002Declined',
    'Monthly dues, December 2026$68.99Dec 1, 2026 · Visa ending 4242PaidReceipt',
  ]);
  expect(screen.queryByRole('table')).toBeNull();
});

it('shows the billing page in Spanish: balance, cards, the payment history and its dates', async () => {
  stubApi(PAST_DUE);
  await act(() => activateLocale('es'));
  renderPage();
  const table = await screen.findByRole('table', { name: 'Historial de pagos' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Facturación');
  expect(screen.getByTestId('billing-standing')).toHaveTextContent(
    'Volveremos a intentar el cobro a su tarjeta el 4 de enero de 2027.',
  );
  expect(screen.getByTestId('next-charge')).toHaveTextContent(
    'Próximo cargo: $137.98 el 1 de febrero de 2027, junto con el saldo pendiente si no lo paga antes',
  );
  expect(screen.getByRole('button', { name: 'Pagar $68.99' })).toBeEnabled();
  expect(screen.getByRole('heading', { name: 'Mi tarjeta principal' })).toBeInTheDocument();
  expect(within(screen.getByTestId('primary-card')).getByText('Número de tarjeta terminado en 0002')).toBeTruthy();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Fecha', 'Concepto', 'Tarjeta', 'Monto', 'Estado', 'Recibo']);
  const [, declined, paid] = within(table).getAllByRole('row');
  expect(declined).toHaveTextContent('1 ene 2027');
  expect(declined).toHaveTextContent('Rechazado');
  expect(within(paid!).getByRole('button', { name: /^Descargar recibo: / })).toHaveTextContent('Recibo');
});
