import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FrameCard } from '@gym/contracts/billing';
import type { PaymentDetails } from '@gym/contracts/join';
import { STEP } from '@gym/contracts/messages';
import type { PersonalInfo } from '@gym/contracts/personal-info';
import { activateLocale } from '../../../../lib/i18n/i18n';
import { WizardProvider } from '../../wizard/wizard-context';
import { type WizardState, initialWizardState } from '../../wizard/wizard-state';
import { ReviewSections } from './review-sections';

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
const person: PersonalInfo = {
  firstName: 'Pat',
  lastName: 'Payer',
  gender: 'female',
  birthday: '04/12/1990',
  phone: '415-555-0100',
  address: '1 Market Street',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94105',
  emergencyContactName: 'Sam Payer',
  emergencyContactPhone: '415-555-0199',
};
const details: PaymentDetails = {
  itemName: 'Marin Monthly Membership',
  starting: '2026-12-01',
  ending: null,
  enrollmentFee: '$88.99',
  membershipFee: '$26.70',
  lastMonthFee: '$88.99',
  totalDue: '$204.68',
  isPass: false,
};
const state: WizardState = {
  ...initialWizardState,
  step: STEP.confirm,
  email: 'pat@example.com',
  personalInfo: person,
  card,
};

function renderReview(shown: PaymentDetails = details) {
  render(
    <MemoryRouter initialEntries={['/marin']}>
      <WizardProvider>
        <ReviewSections state={state} details={shown} texts={undefined} declined={null} />
      </WizardProvider>
    </MemoryRouter>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  await act(() => activateLocale('en'));
});

describe('the review before paying', () => {
  it("keeps the specification's English: the birthday as typed, dates spelled the US way", () => {
    renderReview();
    expect(section('Personal Info')).toHaveTextContent('04/12/1990');
    expect(section('Payment Info')).toHaveTextContent('Visa ending in 4242');
    expect(section('Payment Info')).toHaveTextContent('Expires 12/30');
    expect(section('Membership Plan')).toHaveTextContent('Starts December 1, 2026');
    expect(screen.getByRole('button', { name: 'Edit Membership Plan' })).toBeInTheDocument();
  });

  it('reads in Spanish, dates and birthday the Spanish way, amounts as the server gives them', async () => {
    await act(() => activateLocale('es'));
    renderReview();
    expect(section('Datos personales')).toHaveTextContent('12 de abril de 1990');
    expect(section('Información de pago')).toHaveTextContent('Visa terminada en 4242');
    expect(section('Información de pago')).toHaveTextContent('Vence 12/30');
    const plan = section('Plan de membresía');
    expect(plan).toHaveTextContent('Comienza el 1 de diciembre de 2026');
    expect(within(plan).getByText('Cuota mensual').nextSibling).toHaveTextContent('$88.99');
    const due = section('A pagar hoy');
    expect(within(due).getByText('Cuota prorrateada del primer mes')).toBeInTheDocument();
    expect(within(due).getByText('Cuota del último mes')).toBeInTheDocument();
    expect(within(due).getByText('Total').nextSibling).toHaveTextContent('$204.68');
    expect(screen.getByRole('button', { name: 'Editar la sección Plan de membresía' })).toBeInTheDocument();
  });

  it("gives a pass's validity as a range in Spanish", async () => {
    await act(() => activateLocale('es'));
    renderReview({ ...details, isPass: true, starting: '2026-12-01', ending: '2026-12-31' });
    expect(section('Plan de membresía')).toHaveTextContent(
      'Válido del 1 de diciembre de 2026 al 31 de diciembre de 2026',
    );
  });
});
