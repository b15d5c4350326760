import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import type { Cancellation, CancellationPreview, MembershipView } from '@gym/contracts/membership';
import { activateLocale } from '../../../lib/i18n/i18n';
import { Component as MembershipPage } from './membership-page';

const ACTIVE: MembershipView = {
  id: 'm1',
  plan: { id: 'soma-monthly', name: 'SoMa Month to Month', description: 'Unlimited access to SoMa.' },
  club: { id: '103', name: 'Bay Fit SoMa' },
  monthly: true,
  price: { amount: '$78.99', amountCents: 7899 },
  standing: 'active',
  startDate: '2025-01-01',
  endDate: null,
  nextCharge: { date: '2026-12-01', amount: '$78.99', amountCents: 7899, description: 'Monthly dues, December 2026' },
  lastMonthPrepaid: { amount: '$78.99', amountCents: 7899 },
  agreementUrl: null,
  cancellation: null,
};

const PREVIEW: CancellationPreview = {
  noticeDate: '2027-01-31',
  lastDay: '2027-03-31',
  lastCharge: { date: '2027-02-01', amount: '$78.99', amountCents: 7899, description: 'Monthly dues, February 2027' },
  coolingOff: false,
  refund: null,
};

const CANCELLED: Cancellation = {
  reference: 'CAN-7F3K2Q',
  noticeDate: '2027-01-31',
  lastDay: '2027-03-31',
  coolingOff: false,
  withdrawable: true,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The membership API as the page calls it: GET /membership, the preview, POST and DELETE the cancellation. */
function stubApi() {
  let membership: MembershipView = ACTIVE;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${pathname}`);
      if (pathname === '/membership') return json({ success: true, data: membership });
      if (pathname === '/membership/cancellation/preview') return json({ success: true, data: PREVIEW });
      if (pathname === '/membership/cancellation' && method === 'POST') {
        membership = { ...ACTIVE, standing: 'cancelling', endDate: CANCELLED.lastDay, cancellation: CANCELLED };
        return json({ success: true, data: CANCELLED });
      }
      if (pathname === '/membership/cancellation' && method === 'DELETE') {
        membership = ACTIVE;
        return json({ success: true, data: { ...CANCELLED, withdrawable: false } });
      }
      // The other sections (freeze, plan change, guest passes) are not this test's: they answer nothing to show.
      return json({ success: false, status: 404, code: 'NOT_FOUND', message: 'Not here' }, 404);
    }),
  );
  return calls;
}

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter initialEntries={[path]}>
          <MembershipPage />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

it('opens the confirmation at once from the home link, states the last day and the last charge, and cancels', async () => {
  const calls = stubApi();
  renderPage('/membership?cancel');
  const dialog = await screen.findByRole('dialog', { name: 'Cancel your membership' });
  await waitFor(() => expect(dialog).toHaveTextContent('Your last day of membership will be March 31, 2027'));
  expect(dialog).toHaveTextContent(
    'Your last charge will be $78.99 on February 1, 2027 (Monthly dues, February 2027). No charge follows it.',
  );
  expect(calls).not.toContain('POST /membership/cancellation');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
  expect(
    await screen.findByText(/Your membership is cancelled: your last day is March 31, 2027\. Reference CAN-7F3K2Q\./),
  ).toBeInTheDocument();
  expect(calls.filter((call) => call === 'POST /membership/cancellation')).toHaveLength(1);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByLabelText('Status: Cancelling')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Withdraw cancellation' }));
  expect(await screen.findByLabelText('Status: Active')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel membership' })).toBeInTheDocument();
});

it('keeps the membership when the member changes their mind, without asking the server to cancel', async () => {
  const calls = stubApi();
  renderPage('/membership');
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel membership' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel your membership' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my membership' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls).not.toContain('POST /membership/cancellation');
  expect(screen.getByText('$78.99 on December 1, 2026 (Monthly dues, December 2026)')).toBeInTheDocument();
});

it('shows the membership and the cancellation in Spanish, with Spanish dates and the same amounts', async () => {
  stubApi();
  await act(() => activateLocale('es'));
  renderPage('/membership?cancel');
  const dialog = await screen.findByRole('dialog', { name: 'Cancelar su membresía' });
  await waitFor(() =>
    expect(dialog).toHaveTextContent('Su último día de membresía será el 31 de marzo de 2027: 30 días de aviso'),
  );
  expect(dialog).toHaveTextContent('Su último cargo será de $78.99 el 1 de febrero de 2027');
  expect(within(dialog).getByRole('button', { name: 'Confirmar la cancelación' })).toBeEnabled();
  expect(within(dialog).getByRole('button', { name: 'Conservar mi membresía' })).toBeEnabled();
  expect(screen.getByRole('heading', { level: 1, hidden: true })).toHaveTextContent('Mi membresía');
  expect(screen.getByText('Precio mensual')).toBeInTheDocument();
  expect(screen.getByText('Miembro desde')).toBeInTheDocument();
  expect(screen.getByText('1 de enero de 2025')).toBeInTheDocument();
});
