import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PRICE_CHANGE_MESSAGES, type StaffPlansAnswer } from '@gym/contracts/staff-plans';
import { activateLocale } from '../../../lib/i18n/i18n';
import { Component as PlansPage } from './plans-page';

const PLANS: StaffPlansAnswer = {
  today: '2031-03-18',
  earliestEffectiveDate: '2031-05-01',
  plans: [
    {
      id: 'p1',
      name: 'Transbay Monthly',
      kind: 'monthly',
      priceCents: 4_999,
      clubs: [{ id: '104', displayName: 'Transbay' }],
      activeMembers: 1,
      scheduled: [{ id: 'c1', priceCents: 5_499, effectiveDate: '2031-06-01' }],
    },
    {
      id: 'p2',
      name: 'Ten Days',
      kind: 'pass',
      priceCents: 9_900,
      clubs: [{ id: '104', displayName: 'Transbay' }],
      activeMembers: 12,
      scheduled: [],
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/staff/plans') return json(PLANS);
      return json({ success: false, status: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider theme={createTheme()}>
        <PlansPage />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

it('shows plans and prices in Spanish, and the price-change dialog with its days through Intl', async () => {
  await act(() => activateLocale('es'));
  const user = renderPage();
  expect(await screen.findByRole('heading', { name: 'Planes y precios' })).toBeInTheDocument();
  expect(screen.getByText(/hoy el más próximo es el 1 de mayo de 2031/)).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Planes' });
  const monthly = within(table).getByRole('row', { name: /Transbay Monthly/ });
  expect(monthly).toHaveTextContent('$49.99 al mes');
  expect(monthly).toHaveTextContent('$54.99 a partir del 1 de junio de 2031');
  expect(within(table).getByRole('row', { name: /Ten Days/ })).toHaveTextContent('$99.00 el pase');
  expect(within(table).getByRole('row', { name: /Ten Days/ })).toHaveTextContent('Ninguno');

  await user.click(screen.getByRole('button', { name: 'Cambiar el precio de Transbay Monthly' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cambiar el precio de Transbay Monthly' });
  expect(dialog).toHaveTextContent('Ahora cuesta $49.99 al mes en todos los clubes que lo venden.');
  expect(dialog).toHaveTextContent('El día 1 de un mes; el más próximo es el 1 de mayo de 2031.');
  fireEvent.change(within(dialog).getByLabelText(/^Primer día de facturación/), { target: { value: '2031-04-01' } });
  await user.type(within(dialog).getByLabelText(/^Motivo/), 'Costs');
  await user.click(within(dialog).getByRole('button', { name: 'Programar el cambio' }));
  // Contracts' "too soon", translated through its template (packages/contracts/src/i18n/es.json) with the Spanish day.
  const tooSoon = await within(dialog).findByText(/30 días .* 1 de mayo de 2031\.$/);
  expect(tooSoon).not.toHaveTextContent(/Members must be told/);
});

it('keeps the English of the plans as it was', async () => {
  const user = renderPage();
  const table = await screen.findByRole('table', { name: 'Plans' });
  expect(within(table).getByRole('row', { name: /Transbay Monthly/ })).toHaveTextContent('$49.99 a month');
  expect(within(table).getByRole('row', { name: /Transbay Monthly/ })).toHaveTextContent('$54.99 from June 1, 2031');
  await user.click(screen.getByRole('button', { name: 'Change the price of Transbay Monthly' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/^First billing day/), { target: { value: '2031-04-01' } });
  await user.click(within(dialog).getByRole('button', { name: 'Schedule the change' }));
  expect(await within(dialog).findByText(PRICE_CHANGE_MESSAGES.tooSoon('May 1, 2031'))).toBeInTheDocument();
});
