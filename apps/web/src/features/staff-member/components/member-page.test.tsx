import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { MemberPage } from '@gym/contracts/staff-member';
import { activateLocale } from '../../../lib/i18n/i18n';
import { Component as MemberPageRoute } from './member-page';

const MEMBER_ID = '5d0f3c1e-0000-4000-8000-000000000001';

const PAGE: MemberPage = {
  details: {
    id: MEMBER_ID,
    memberNumber: '100001',
    firstName: 'Alex',
    lastName: 'Rivera',
    email: 'alex@example.com',
    phone: null,
    address: '1 Main Street',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    birthday: '1990-05-01',
    memberStatus: 'active',
    homeClub: { id: '104', displayName: 'Transbay' },
    photoPath: null,
  },
  membership: {
    id: 'ms1',
    status: 'active',
    planName: 'Transbay Monthly',
    clubName: 'Transbay',
    monthly: true,
    priceCents: 4_999,
    startDate: '2026-01-05',
    endDate: null,
    standing: {
      status: 'current',
      pastDueSince: null,
      nextCharge: { date: '2026-12-01', amount: '$49.99', amountCents: 4_999 },
      retryDate: null,
    },
    cancellation: null,
  },
  membershipHistory: [
    {
      id: 'h1',
      kind: 'freeze',
      date: '2026-03-01',
      description: 'Frozen March 2026 to April 2026, $10.00 a month',
      status: 'ended early',
      reference: 'FRZ-1',
    },
  ],
  balance: {
    balance: '-$5.00',
    balanceCents: -500,
    amountDue: '$0.00',
    amountDueCents: 0,
    entries: [],
  },
  ledger: [{ id: 'l1', kind: 'fee', description: 'Late fee', date: '2026-11-02', amount: '$5.00', amountCents: 500 }],
  payments: [
    {
      chargeId: 'c1',
      date: '2026-11-01',
      paidFor: 'Dues November 2026',
      card: 'Visa •••• 4242',
      amountCents: 4_999,
      refundedCents: 0,
      refundableCents: 4_999,
      receiptDocumentId: null,
      receiptPath: `/staff/members/${MEMBER_ID}/receipts/c1`,
    },
  ],
  refunds: [
    {
      id: 'r1',
      chargeId: 'c0',
      date: '2026-10-03',
      amountCents: 1_000,
      status: 'succeeded',
      reason: 'Goodwill',
      requestedBy: 'Avery Santos',
    },
  ],
  cards: [{ id: 'k1', brand: 'visa', last4: '4242', expiry: '12/2030', primary: true }],
  visits: [],
  documents: [
    {
      id: 'd1',
      kind: 'vaccine',
      fileName: 'vaccine.jpg',
      date: '2026-02-01',
      status: 'confirmed',
      path: `/staff/members/${MEMBER_ID}/documents/d1`,
    },
  ],
  guestPasses: {
    period: '2026-11-01',
    validUntil: '2026-11-30',
    allowance: 2,
    issued: 1,
    used: 0,
    left: 1,
    refusal: null,
    passes: [
      {
        id: 'g1',
        guestName: 'Jamie Guest',
        guestEmail: 'jamie@example.com',
        code: 'GP-7F3K2QXA',
        issuedOn: '2026-11-10',
        validUntil: '2026-11-30',
        status: 'unused',
        usedOn: null,
        usedAt: null,
      },
    ],
  },
  notes: [{ id: 'n1', body: 'Prefers e-mail.', authorName: 'Avery Santos', createdAt: '2026-11-24T21:47:00.000Z' }],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === `/staff/members/${MEMBER_ID}`) return json(PAGE);
      if (path === '/staff/scope') return json({ role: 'manager', allClubs: false, clubIds: ['104'] });
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
        <MemoryRouter initialEntries={[`/staff/members/${MEMBER_ID}`]}>
          <Routes>
            <Route path="/staff/members/:memberId" element={<MemberPageRoute />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

/** A section of the page (a table inside it may carry the same name: the section comes first). */
const section = (name: string) => screen.getAllByRole('region', { name })[0]!;

it("shows a member's page in Spanish, section by section, and its action dialogs", async () => {
  await act(() => activateLocale('es'));
  const user = renderPage();
  expect(await screen.findByRole('heading', { name: 'Alex Rivera' })).toBeInTheDocument();
  expect(screen.getByText('Miembro 100001')).toBeInTheDocument();
  expect(screen.getByText('Club principal')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Miembros' })).toHaveAttribute('href', '/staff/members');

  const membership = section('Membresía');
  expect(membership).toHaveTextContent('Transbay Monthly en Transbay');
  expect(membership).toHaveTextContent('$49.99 al mes, desde el 2026-01-05');
  expect(membership).toHaveTextContent('Próximo cargo: $49.99 el 2026-12-01');
  expect(membership).toHaveTextContent('(finalizado antes de tiempo, FRZ-1)');

  const ledger = section('Saldo y movimientos');
  expect(ledger).toHaveTextContent('Saldo: $5.00 a favor');
  expect(await within(ledger).findByRole('button', { name: 'Condonar Late fee' })).toBeInTheDocument();

  const payments = section('Pagos');
  expect(within(payments).getByRole('columnheader', { name: 'Concepto' })).toBeInTheDocument();
  expect(payments).toHaveTextContent('2026-10-03: $10.00 (completado) — Goodwill, por Avery Santos');
  expect(section('Tarjetas guardadas')).toHaveTextContent('Visa terminada en 4242 (principal)');
  expect(section('Pases de invitado')).toHaveTextContent('1 de 2 entregados este mes, 0 usados.');
  expect(section('Pases de invitado')).toHaveTextContent(
    'Entregado el 2026-11-10, sin usar, válido hasta el 2026-11-30',
  );
  expect(section('Documentos')).toHaveTextContent('Registro de vacunación');
  expect(section('Documentos')).toHaveTextContent('confirmado');
  expect(section('Visitas')).toHaveTextContent('Aún no hay visitas.');
  expect(section('Notas')).toHaveTextContent('Avery Santos, 24 nov 2026, 1:47 p.m.');

  await user.click(within(payments).getByRole('button', { name: 'Reembolsar el pago del 2026-11-01' }));
  const refund = await screen.findByRole('dialog', { name: 'Reembolsar un pago' });
  expect(refund).toHaveTextContent('El dinero vuelve a la tarjeta con la que se pagó.');
  expect(within(refund).getByLabelText(/^Monto que se reembolsa/)).toHaveValue('49.99');
  expect(refund).toHaveTextContent('Hasta $49.99');
  await user.clear(within(refund).getByLabelText(/^Monto que se reembolsa/));
  await user.type(within(refund).getByLabelText(/^Monto que se reembolsa/), '60');
  await user.type(within(refund).getByLabelText(/^Motivo/), 'Duplicado');
  await user.click(within(refund).getByRole('button', { name: 'Reembolsar' }));
  expect(await within(refund).findByText('Como máximo $49.99.')).toBeInTheDocument();
  await user.click(within(refund).getByRole('button', { name: 'Cerrar' }));

  await user.click(within(membership).getByRole('button', { name: 'Congelar' }));
  const freeze = await screen.findByRole('dialog', { name: 'Congelar la membresía' });
  await user.click(within(freeze).getByRole('combobox', { name: 'Meses' }));
  expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
    '1 mes',
    '2 meses',
    '3 meses',
  ]);
});

it('keeps the English of the page as it was', async () => {
  renderPage();
  const membership = await screen.findByRole('region', { name: 'Membership' });
  expect(membership).toHaveTextContent('$49.99 a month, from 2026-01-05');
  expect(membership).toHaveTextContent('Next charge $49.99 on 2026-12-01');
  expect(membership).toHaveTextContent('(ended early, FRZ-1)');
  expect(section('Balance and ledger')).toHaveTextContent('Balance: $5.00 credit');
  expect(section('Payments')).toHaveTextContent('2026-10-03: $10.00 (succeeded) — Goodwill, by Avery Santos');
  expect(section('Saved cards')).toHaveTextContent('Visa ending 4242 (primary)');
  expect(section('Guest passes')).toHaveTextContent('Given 2026-11-10, unused, valid until 2026-11-30');
  expect(section('Notes')).toHaveTextContent('Avery Santos, Nov 24, 2026, 1:47 PM');
});
