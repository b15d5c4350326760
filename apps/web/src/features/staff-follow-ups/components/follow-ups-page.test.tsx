import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { AbandonedSignup, PastDueMember } from '@gym/contracts/staff-follow-ups';
import { activateLocale } from '../../../lib/i18n/i18n';
import { Component as FollowUpsPage } from './follow-ups-page';

const SIGNUP: AbandonedSignup = {
  signupId: 's1',
  firstName: 'Jamie',
  lastName: 'Cruz',
  email: 'jamie@example.com',
  phone: null,
  club: { id: '104', displayName: 'Transbay' },
  plan: { id: 'p1', name: 'Transbay Monthly' },
  stepReached: 'Payment',
  lastActivityAt: '2026-11-24T21:47:00.000Z',
  utmSource: null,
  marks: { reminderSent: { at: '2026-11-24T22:00:00.000Z', by: 'Avery Santos' }, contacted: null },
};

const PAST_DUE: PastDueMember = {
  memberId: 'm1',
  idCA: '100001',
  firstName: 'Alex',
  lastName: 'Rivera',
  email: 'alex@example.com',
  phone: null,
  club: { id: '104', displayName: 'Transbay' },
  billingStatus: 'suspended',
  amountDueCents: 4_999,
  pastDueSince: '2026-11-01',
  lastRetryAt: null,
  nextRetryOn: null,
  contacted: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/staff/scope') return json({ role: 'manager', allClubs: false, clubIds: ['104'] });
      if (path === '/clubs') return json([]);
      if (path === '/staff/follow-ups/signups') return json({ signups: [SIGNUP] });
      if (path === '/staff/follow-ups/past-due') return json({ members: [PAST_DUE] });
      if (init?.method === 'POST') return json({ mark: { at: '2026-11-24T23:00:00.000Z', by: 'Avery Santos' } });
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
        <FollowUpsPage />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

it('shows both tabs of follow-ups in Spanish, with the marks dated through Intl', async () => {
  await act(() => activateLocale('es'));
  const user = renderPage();
  expect(await screen.findByRole('heading', { name: 'Seguimientos' })).toBeInTheDocument();
  const card = await screen.findByRole('listitem', { name: 'Jamie Cruz' });
  expect(card).toHaveTextContent('Llegó a:');
  expect(card).toHaveTextContent('Correo electrónicojamie@example.com');
  expect(card).toHaveTextContent('Recordatorio enviado el 24 nov 2026, 2:00 p.m. por Avery Santos');
  await user.click(within(card).getByRole('button', { name: 'Registrar el contacto' }));
  expect(await screen.findByText('Se registró el contacto con Jamie Cruz.')).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Pago atrasado' }));
  const member = await screen.findByRole('listitem', { name: 'Alex Rivera' });
  expect(member).toHaveTextContent('Suspendida');
  expect(member).toHaveTextContent('Monto adeudado$49.99');
  expect(member).toHaveTextContent('Aún sin seguimiento');
});

it('keeps the English of the follow-ups as it was', async () => {
  renderPage();
  const card = await screen.findByRole('listitem', { name: 'Jamie Cruz' });
  expect(card).toHaveTextContent('Reached: Payment');
  expect(card).toHaveTextContent('Reminder sent Nov 24, 2026, 2:00 PM by Avery Santos');
});
