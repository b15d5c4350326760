import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Plan } from '@gym/contracts/plans';
import { PlanCard } from './plan-card';

const FEATURES = ['Strength floor and free weights', 'Cardio deck', 'Indoor cycling studio', 'Group fitness classes'];
const monthly: Plan = {
  id: 'castro-monthly',
  name: 'Castro Month to Month',
  itemName: 'Castro Monthly Membership',
  price: 78.99,
  description: "Unlimited access to Castro, billed monthly. Cancel with 30 days' notice.",
  locationIds: ['106'],
};
const premier: Plan = {
  ...monthly,
  id: 'castro-premier',
  name: 'Castro Premier Month to Month',
  price: 118.99,
  description: 'Every club in the Bay Area, two guest passes a month and a quarterly trainer session.',
};

function renderCard(plan: Plan) {
  render(<PlanCard plan={plan} features={FEATURES} onSelect={vi.fn()} />);
  return screen.getByRole('article', { name: plan.name });
}

const listed = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('PlanCard', () => {
  it("shows a plan's own description above the club's 'Includes:' list", () => {
    const card = renderCard(monthly);
    expect(within(card).getByText(monthly.description)).toBeVisible();
    expect(within(card).getByText('Includes:')).toBeVisible();
    expect(listed(card)).toEqual(FEATURES);
  });

  it("puts Premier's description right under 'Includes All Gym Access, plus:', before the shared list", () => {
    const card = renderCard(premier);
    const plus = within(card).getByText('Includes All Gym Access, plus:');
    const description = within(card).getByText(premier.description);
    expect(plus.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      description.compareDocumentPosition(within(card).getByRole('list')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(card).queryByText('Includes:')).toBeNull();
    expect(listed(card)).toEqual(FEATURES);
  });

  // jsdom applies no media query: the card is as a desktop shows it. The phone's fold is seen by e2e mobile.spec.ts.
  it("shows every feature on a desktop, with 'View More' / 'View Less' (for the list it controls) left to phones", async () => {
    const card = renderCard(premier);
    expect(listed(card)).toEqual(FEATURES);
    const more = within(card).getByText('View More').closest('button')!;
    expect(more).not.toBeVisible();
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', within(card).getByRole('list').id);
    await userEvent.click(more, { pointerEventsCheck: 0 });
    const less = within(card).getByText('View Less').closest('button')!;
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(listed(card)).toEqual(FEATURES);
  });

  it('names the plan in a second-level heading, right under the step title', () => {
    const card = renderCard(monthly);
    expect(within(card).getByRole('heading', { level: 2, name: monthly.name })).toBeInTheDocument();
  });
});
