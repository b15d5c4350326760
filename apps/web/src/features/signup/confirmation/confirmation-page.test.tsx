import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
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

afterEach(() => {
  vi.unstubAllGlobals();
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
