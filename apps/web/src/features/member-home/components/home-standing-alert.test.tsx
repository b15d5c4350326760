import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BILLING_STANDING_MESSAGES, type BillingStanding } from '@gym/contracts/billing-history';
import { queryClient } from '../../../lib/query-client';
import { HomeStandingAlert } from './home-standing-alert';

const CURRENT: BillingStanding = {
  status: 'current',
  pastDueSince: null,
  nextCharge: { date: '2027-02-01', amount: '$68.99', amountCents: 6899 },
  retryDate: null,
};

function stubStanding(standing: BillingStanding) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, data: standing }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderAlert() {
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter>
          <HomeStandingAlert />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

it('says why a past-due membership needs attention and links to billing', async () => {
  stubStanding({ ...CURRENT, status: 'past_due', pastDueSince: '2027-01-01', retryDate: '2027-01-04' });
  renderAlert();
  expect(await screen.findByRole('heading', { name: BILLING_STANDING_MESSAGES.pastDueTitle })).toBeTruthy();
  expect(screen.getByTestId('billing-standing')).toHaveTextContent(BILLING_STANDING_MESSAGES.pastDue);
  expect(screen.getByRole('link', { name: 'Go to billing' })).toHaveAttribute('href', '/billing');
});

it('says check-in is paused for a suspended membership', async () => {
  stubStanding({ ...CURRENT, status: 'suspended', pastDueSince: '2027-01-01' });
  renderAlert();
  expect(await screen.findByRole('heading', { name: BILLING_STANDING_MESSAGES.suspendedTitle })).toBeTruthy();
  expect(screen.getByTestId('billing-standing')).toHaveTextContent(BILLING_STANDING_MESSAGES.suspended);
});

it('shows nothing for a membership in good standing', async () => {
  const fetch = stubStanding(CURRENT);
  renderAlert();
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  await waitFor(() => expect(queryClient.getQueryState(['billing', 'standing'])?.status).toBe('success'));
  expect(screen.queryByTestId('billing-standing')).toBeNull();
});
