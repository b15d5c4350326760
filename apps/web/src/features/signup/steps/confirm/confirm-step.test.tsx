import { ThemeProvider, createTheme } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WIZARD_STORAGE_KEY } from '@gym/contracts/first-page';
import { CARD_DECLINED_MESSAGE, type FrameCard } from '@gym/contracts/billing';
import { ACCESS_TOKEN_COOKIE } from '@gym/contracts/constants';
import type { PaymentDetails } from '@gym/contracts/join';
import { STEP } from '@gym/contracts/messages';
import { useBanner } from '../../../../lib/banner-store';
import { WizardProvider, useWizard } from '../../wizard/wizard-context';
import type { WizardState } from '../../wizard/wizard-state';
import ConfirmStep from './confirm-step';

const card: FrameCard = {
  cc_number: '************4242',
  expiration_year: '2030',
  expiration_month: '12',
  cardConnect_expiry: '1230',
  cc_merchant_unique_id: 'tok_sandbox_0123456789',
  expiration_date: '12/30',
  i4go_cardtype: 'visa',
  billingName: 'Pat Payer',
};
const paymentDetails: PaymentDetails = {
  itemName: 'Marin Monthly Membership',
  starting: '2026-11-22',
  ending: null,
  enrollmentFee: '$88.99',
  membershipFee: '$26.70',
  lastMonthFee: '$88.99',
  totalDue: '$115.69',
  isPass: false,
};
const seededState: Partial<WizardState> = {
  step: STEP.confirm,
  paymentDetails,
  signature: 'data:image/png;base64,typed:Pat Payer',
  club: {
    clubautomationclubidC: '101',
    name: 'Bay Fit Marin',
    displayName: 'Marin',
    streetC: '1 Main Street',
    cityC: 'San Rafael',
    miles: null,
    totalCapacity: 100,
    olsBgMobile: '/m.svg',
    olsBgDesktop: '/d.svg',
  },
  plan: {
    id: 'marin-monthly',
    name: 'Marin Month to Month',
    itemName: 'Marin Monthly Membership',
    price: 88.99,
    description: '',
    locationIds: ['101'],
  },
  email: 'pat@example.com',
  existence: { status: 404, data: null, eligible: true },
  personalInfo: {
    firstName: 'Pat',
    lastName: 'Payer',
    gender: 'Female',
    birthday: '04/12/1990',
    phone: '415-555-0134',
    address: '1 Main Street',
    city: 'San Rafael',
    state: 'CA',
    zipCode: '94901',
    emergencyContactName: 'Sam Payer',
    emergencyContactPhone: '415-555-0199',
  },
  card,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The preview answers the plan's price; create-user answers the provider's decline, as the server gives it. */
function stubApi() {
  const joins: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/ols/payment-details') return json({ success: true, data: paymentDetails });
      if (url.pathname === '/api/ols/create-user') {
        joins.push(url.pathname);
        return json({ success: false, error: 'PAYMENT_DECLINED', message: CARD_DECLINED_MESSAGE });
      }
      return json({ success: false, status: 404, code: 'NOT_FOUND', message: 'No' }, 404);
    }),
  );
  return joins;
}

function Probe() {
  const { state } = useWizard();
  const banner = useBanner();
  return (
    <>
      <output data-testid="wizard">{JSON.stringify({ step: state.step, editOnNext: state.editOnNext })}</output>
      <output data-testid="banner">{banner?.message ?? ''}</output>
    </>
  );
}

function renderStep() {
  sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(seededState));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter initialEntries={['/marin']}>
          <WizardProvider>
            <ConfirmStep />
            <Probe />
          </WizardProvider>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '');
  document.cookie = `${ACCESS_TOKEN_COOKIE}=header.${payload}.signature; path=/`;
});

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('ConfirmStep with a declined card', () => {
  it("shows the decline on Payment Info, not in the banner, with 'Change card' to the card dialog", async () => {
    const joins = stubApi();
    const user = renderStep();
    const payment = await screen.findByRole('region', { name: 'Payment Info' });
    expect(payment).toHaveTextContent('Visa ending in 4242');
    expect(within(payment).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));
    const alert = await within(payment).findByRole('alert');
    expect(alert).toHaveTextContent(CARD_DECLINED_MESSAGE);
    expect(joins).toHaveLength(1);
    expect(screen.getByTestId('banner')).toHaveTextContent(/^$/);

    await user.click(within(alert).getByRole('button', { name: 'Change card' }));
    expect(JSON.parse(screen.getByTestId('wizard').textContent ?? '{}')).toEqual({
      step: STEP.editPaymentMethod,
      editOnNext: STEP.editPaymentMethod,
    });
  });

  it('still shows the decline after a refresh while the card is the declined one', async () => {
    stubApi();
    const user = renderStep();
    await user.click(await screen.findByRole('button', { name: 'Submit Payment' }));
    await screen.findByRole('alert');
    cleanup();
    renderStep();
    const payment = await screen.findByRole('region', { name: 'Payment Info' });
    expect(within(payment).getByRole('alert')).toHaveTextContent(CARD_DECLINED_MESSAGE);
  });
});
