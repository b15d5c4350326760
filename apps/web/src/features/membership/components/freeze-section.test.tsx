import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { MembershipView } from '@gym/contracts/membership';
import { FREEZE_MESSAGES, type Freeze, type FreezeStatus } from '@gym/contracts/membership-freeze';
import { activateLocale } from '../../../lib/i18n/i18n';
import { FreezeSection } from './freeze-section';

const MEMBERSHIP: MembershipView = {
  id: 'm1',
  plan: { id: 'oakland-monthly', name: 'Oakland Month to Month', description: 'Unlimited access to Oakland.' },
  club: { id: '101', name: 'Bay Fit Oakland' },
  monthly: true,
  price: { amount: '$68.99', amountCents: 6899 },
  standing: 'active',
  startDate: '2026-10-15',
  endDate: null,
  nextCharge: null,
  lastMonthPrepaid: { amount: '$68.99', amountCents: 6899 },
  agreementUrl: null,
  cancellation: null,
};

const money = (cents: number) => ({ amount: `$${(cents / 100).toFixed(2)}`, amountCents: cents });

const AVAILABLE: FreezeStatus = {
  freeze: null,
  firstPeriod: '2026-12-01',
  fee: money(1000),
  options: [
    { months: 1, lastPeriod: '2026-12-01', lastMonth: 'December 2026', resumesOn: '2027-01-01', totalFee: money(1000) },
    { months: 2, lastPeriod: '2027-01-01', lastMonth: 'January 2027', resumesOn: '2027-02-01', totalFee: money(2000) },
    { months: 3, lastPeriod: '2027-02-01', lastMonth: 'February 2027', resumesOn: '2027-03-01', totalFee: money(3000) },
  ],
  unavailable: null,
};

const FROZEN: Freeze = {
  reference: 'FRZ-7F3K2Q',
  firstPeriod: '2026-12-01',
  lastPeriod: '2027-01-01',
  firstMonth: 'December 2026',
  lastMonth: 'January 2027',
  months: 2,
  fee: money(1000),
  inEffect: false,
  resumesOn: '2027-02-01',
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** GET /membership/freeze answers `state.status`; POST and DELETE change it and are recorded. */
function stubApi(status: FreezeStatus) {
  const state = { status };
  const calls: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/membership/freeze') return json({}, 404);
      const method = init?.method ?? 'GET';
      if (method === 'GET') return json({ success: true, data: state.status });
      calls.push({ method, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (method === 'POST') {
        state.status = { ...AVAILABLE, freeze: FROZEN, options: [], unavailable: FREEZE_MESSAGES.alreadyFrozen };
        return json({ success: true, message: FREEZE_MESSAGES.confirmed(FROZEN.reference), data: FROZEN });
      }
      state.status = AVAILABLE;
      return json({
        success: true,
        message: FREEZE_MESSAGES.withdrawn,
        data: { reference: FROZEN.reference, outcome: 'withdrawn', resumesOn: '2026-12-01' },
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
        <FreezeSection membership={membership} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup({ delay: null }) };
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

it('states the frozen months, the fee and the day billing resumes before the member confirms', async () => {
  const calls = stubApi(AVAILABLE);
  const { user } = renderSection();
  await user.click(await screen.findByRole('button', { name: 'Freeze membership' }));
  const dialog = await screen.findByRole('dialog', { name: 'Freeze your membership' });
  expect(within(dialog).getByRole('radio', { name: '1 month, until the end of December 2026' })).toBeChecked();
  expect(dialog).toHaveTextContent('Your membership will be frozen for December 2026.');
  expect(dialog).toHaveTextContent('a freeze fee of $10.00 is charged on the 1st of each frozen month ($10.00 in all)');
  expect(dialog).toHaveTextContent('Billing resumes on January 1, 2027 with your monthly dues of $68.99.');

  await user.click(within(dialog).getByRole('radio', { name: '2 months, until the end of January 2027' }));
  expect(dialog).toHaveTextContent('Your membership will be frozen for December 2026 through January 2027.');
  expect(dialog).toHaveTextContent('($20.00 in all)');
  expect(dialog).toHaveTextContent('Billing resumes on February 1, 2027');
  expect(calls).toEqual([]);

  await user.click(within(dialog).getByRole('button', { name: 'Freeze for 2 months' }));
  await waitFor(() => expect(calls).toEqual([{ method: 'POST', body: { months: 2 } }]));
  expect(
    await screen.findByText(`${FREEZE_MESSAGES.confirmed(FROZEN.reference)} We've e-mailed you a confirmation.`),
  ).toBeInTheDocument();
  expect(await screen.findByText(/Your membership will be frozen for December 2026 to January 2027/)).toHaveTextContent(
    'billing resumes on February 1, 2027. The freeze fee is $10.00 a month. Reference FRZ-7F3K2Q.',
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Unfreeze now' }));
  await waitFor(() => expect(calls.at(-1)).toEqual({ method: 'DELETE', body: null }));
  expect(await screen.findByRole('button', { name: 'Freeze membership' })).toBeEnabled();
  expect(screen.getByText(`${FREEZE_MESSAGES.withdrawn} We've e-mailed you a confirmation.`)).toBeInTheDocument();
});

it('says why a freeze is not possible, and asks nothing for a pass', async () => {
  stubApi({ ...AVAILABLE, options: [], unavailable: FREEZE_MESSAGES.pastDue });
  renderSection();
  expect(await screen.findByText(FREEZE_MESSAGES.pastDue)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Freeze membership' })).toBeDisabled();

  vi.mocked(fetch).mockClear();
  const pass = renderSection({ ...MEMBERSHIP, monthly: false });
  expect(pass.container).toBeEmptyDOMElement();
  expect(fetch).not.toHaveBeenCalled();
});

it('offers the freeze in Spanish: month names, plurals and the fee', async () => {
  stubApi(AVAILABLE);
  await act(() => activateLocale('es'));
  const { user } = renderSection();
  await user.click(await screen.findByRole('button', { name: 'Congelar membresía' }));
  const dialog = await screen.findByRole('dialog', { name: 'Congelar su membresía' });
  expect(within(dialog).getByRole('radio', { name: '1 mes, hasta el final de diciembre de 2026' })).toBeChecked();
  await user.click(within(dialog).getByRole('radio', { name: '2 meses, hasta el final de enero de 2027' }));
  expect(dialog).toHaveTextContent('Su membresía estará congelada de diciembre de 2026 a enero de 2027.');
  expect(dialog).toHaveTextContent(
    'una cuota de congelación de $10.00 el día 1 de cada mes congelado ($20.00 en total)',
  );
  expect(dialog).toHaveTextContent('La facturación se reanuda el 1 de febrero de 2027 con su cuota mensual de $68.99.');
  expect(within(dialog).getByRole('button', { name: 'Congelar 2 meses' })).toBeEnabled();
  expect(within(dialog).getByRole('button', { name: 'Dejar mi membresía como está' })).toBeEnabled();
});
