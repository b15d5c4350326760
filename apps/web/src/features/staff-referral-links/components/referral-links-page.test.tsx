import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { MemberSearchResult } from '@gym/contracts/staff';
import type { ReferralLink } from '@gym/contracts/staff-referral-links';
import { activateLocale } from '../../../lib/i18n/i18n';
import { Component as ReferralLinksPage } from './referral-links-page';

const ALEX: MemberSearchResult = {
  sfId: '5d0f3c1e-0000-4000-8000-000000000001',
  idCA: '100001',
  firstName: 'Alex',
  lastName: 'Rivera',
  email: 'alex@example.com',
  phone: null,
  memberStatus: 'active',
  homeClub: { id: '104', displayName: 'Transbay' },
};

const LINK: ReferralLink = {
  code: 'ALEX-P1-2031-03',
  link: 'https://example.com/join?ref=ALEX-P1-2031-03',
  path: '/join?ref=ALEX-P1-2031-03',
  memberNumber: '100001',
  memberName: 'Alex Rivera',
  planId: 'p1',
  planName: 'Transbay Monthly',
  validThrough: '2031-03-31',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/staff/members') return json({ members: [ALEX] });
      if (path === '/staff/referral-links/plans') {
        return json({ clubName: 'Transbay', plans: [{ id: 'p1', name: 'Transbay Monthly', priceCents: 4_999 }] });
      }
      if (path === '/staff/referral-links' && init?.method === 'POST') return json(LINK);
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
        <ReferralLinksPage />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

it('makes a referral link in Spanish, from finding the member to the link made', async () => {
  await act(() => activateLocale('es'));
  const user = renderPage();
  expect(screen.getByRole('heading', { name: 'Enlaces de referido' })).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: 'Buscar al miembro' }), 'Alex');
  expect(await screen.findByText('Elija el miembro encontrado.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Alex Rivera.*Miembro 100001 · Transbay · Activo/ }));

  expect(screen.getByText('Miembro 100001 · Transbay')).toBeInTheDocument();
  expect(await screen.findByText('Planes que se ofrecen en Transbay')).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Plan' }));
  await user.click(await screen.findByRole('option', { name: 'Transbay Monthly ($49.99)' }));
  await user.click(screen.getByRole('button', { name: 'Crear el enlace' }));

  expect(await screen.findByRole('heading', { name: 'Enlace de Alex Rivera para Transbay Monthly' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Copiar el enlace' })).toBeInTheDocument();
  expect(screen.getByText(/^Funciona hasta que termine el día .* \(hora del Pacífico\)\.$/)).toBeInTheDocument();
  expect(screen.getByText('Código: ALEX-P1-2031-03')).toBeInTheDocument();
});

it('keeps the English of the page as it was', async () => {
  const user = renderPage();
  await user.type(screen.getByRole('searchbox', { name: 'Find the member' }), 'Alex');
  expect(await screen.findByText('Choose one of 1 found.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Alex Rivera/ }));
  expect(await screen.findByText('Plans offered at Transbay')).toBeInTheDocument();
});
