import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n/i18n';
import type { ConfirmationState } from './confirmation-state';
import { Component as ConfirmationPage } from './confirmation-page';

const STATE: ConfirmationState = {
  paymentDetails: {
    itemName: 'Fillmore Month to Month',
    starting: '2026-12-01',
    ending: null,
    enrollmentFee: '$78.99',
    membershipFee: '$21.06',
    lastMonthFee: '$78.99',
    totalDue: '$179.04',
    isPass: false,
  },
  club: { displayName: 'Fillmore' } as ConfirmationState['club'],
  membershipText: {} as ConfirmationState['membershipText'],
  updatedId: '100008',
  joinToken: 'join-token',
  rejoined: false,
  firstName: 'Jesse',
};

function renderWith(state: ConfirmationState) {
  // The documents are asked for in the background; this page's greeting does not wait for them.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: '/fillmore/payment-confirmation', state }]}>
        <Routes>
          <Route path="/:location/payment-confirmation" element={<ConfirmationPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

it("welcomes a former member back by name, beside the specification's 'Thanks for Joining'", () => {
  renderWith({ ...STATE, rejoined: true });
  expect(screen.getByText('Welcome back, Jesse!')).toBeInTheDocument();
  expect(screen.getByText(/^Thanks for Joining /)).toBeInTheDocument();
});

it('says nothing of coming back to someone joining for the first time', () => {
  renderWith(STATE);
  expect(screen.queryByText(/Welcome back/)).toBeNull();
  expect(screen.getByText(/^Thanks for Joining /)).toBeInTheDocument();
});

it('reads in Spanish: the greeting, the summary with its dates and the documents', async () => {
  await act(() => activateLocale('es'));
  renderWith({ ...STATE, rejoined: true });
  expect(screen.getByText('¡Le damos nuevamente la bienvenida, Jesse!')).toBeInTheDocument();
  expect(screen.getByText('Gracias por inscribirse en BAY FIT')).toBeInTheDocument();
  expect(
    screen.getByText('Recibirá un correo electrónico de confirmación con los próximos pasos.'),
  ).toBeInTheDocument();
  const summary = screen.getByRole('region', { name: 'Resumen de la compra' });
  expect(within(summary).getByText('Fecha de inicio').nextSibling).toHaveTextContent('1 de diciembre de 2026');
  expect(within(summary).getByText('Cuota mensual').nextSibling).toHaveTextContent('$78.99');
  expect(within(summary).getByText('Total pagado').nextSibling).toHaveTextContent('$179.04');
  expect(screen.getByRole('button', { name: /Descargar recibo/ })).toBeDisabled();
  expect(screen.getByRole('button', { name: /Descargar contrato de membresía/ })).toBeDisabled();
});

it('dates a pass in English as the specification does', () => {
  renderWith({ ...STATE, paymentDetails: { ...STATE.paymentDetails, isPass: true, ending: '2026-12-31' } });
  const summary = screen.getByRole('region', { name: 'Purchase summary' });
  expect(within(summary).getByText('Valid').nextSibling).toHaveTextContent('December 1, 2026 – December 31, 2026');
  expect(screen.getByText('Looking forward to seeing you!')).toBeInTheDocument();
});
