import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { WIZARD_STORAGE_KEY } from '@gym/contracts/first-page';
import type { Club } from '@gym/contracts/clubs';
import { STEP } from '@gym/contracts/messages';
import type { Plan } from '@gym/contracts/plans';
import { WizardProvider } from '../../wizard/wizard-context';
import { type WizardState, initialWizardState } from '../../wizard/wizard-state';
import MembershipStep from './membership-step';

const castro: Club = {
  clubautomationclubidC: '108',
  name: 'Castro',
  displayName: 'Castro',
  streetC: '2275 Market Street',
  cityC: 'San Francisco',
  miles: null,
  totalCapacity: 300,
  olsBgMobile: '/bg-mobile.jpg',
  olsBgDesktop: '/bg-desktop.jpg',
};
const plan = (id: string, name: string, price: number, description: string): Plan => ({
  id,
  name,
  itemName: name,
  price,
  description,
  locationIds: ['108'],
});
const planData = [
  plan('castro-pass', 'Castro 10-Day Pass', 49, 'Ten consecutive days at Castro, no commitment.'),
  plan('castro-monthly', 'Castro Month to Month', 78.99, 'Unlimited access to Castro, billed monthly.'),
  plan('castro-premier', 'Castro Premier Month to Month', 118.99, 'Every club in the Bay Area.'),
];

function renderStep() {
  const state: WizardState = {
    ...initialWizardState,
    step: STEP.membership,
    club: castro,
    planInfo: { planData, clubId: '108', features: ['Cardio deck', 'Group fitness classes'] },
  };
  sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(state));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/castro']}>
        <WizardProvider>
          <MembershipStep />
        </WizardProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => sessionStorage.clear());

describe('MembershipStep', () => {
  it('shows every plan with its own description, each named by a second-level heading', () => {
    renderStep();
    const cards = within(screen.getByRole('region', { name: 'Plans' })).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(
      planData.map((item) => item.name),
    );
    for (const [index, card] of cards.entries()) {
      expect(within(card).getByText(planData[index]!.description)).toBeVisible();
    }
  });

  it("says what 'Digital Features: Nutrition' is, in visible text tied to the note", () => {
    renderStep();
    const note = screen.getByRole('note', { name: 'Digital Features: Nutrition' });
    expect(note).toHaveAccessibleDescription(
      'Every plan includes our digital nutrition program at no extra cost: meal plans, recipes and tips from our ' +
        'coaches to go with your training.',
    );
    expect(within(note).getByText(/meal plans, recipes/)).toBeVisible();
  });
});
